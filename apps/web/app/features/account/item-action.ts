/**
 * An action on one saved item of a list (an address, a card): the item is busy while it runs, a
 * toast tells the outcome (the server's message on failure), then the list is read again.
 */
import { useState } from 'react';
import { errorMessage } from './account-api';
import { useNotify } from '../../components/ui/toast';

export function useItemAction(reload: () => Promise<void>) {
  const [busy, setBusy] = useState<number | null>(null);
  const toast = useNotify();
  const run = async (uidPk: number, action: () => Promise<unknown>, doneText: string) => {
    setBusy(uidPk);
    try {
      await action();
      toast(doneText);
    } catch (error) {
      toast(errorMessage(error), 'error');
    } finally {
      setBusy(null);
      await reload();
    }
  };
  return { busy, run };
}
