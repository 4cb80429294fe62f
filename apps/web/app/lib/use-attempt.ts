/**
 * A call the customer started from a small form (a coupon, the gift message): `working` while it
 * runs, its failure's message kept as the form's `error`, and `after` once it succeeded.
 */
import { useState } from 'react';

export function useAttempt(messageOf: (reason: unknown) => string) {
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const attempt = (call: () => Promise<unknown>, after?: () => void) => {
    setWorking(true);
    setError(null);
    call().then(
      () => {
        setWorking(false);
        after?.();
      },
      (reason: unknown) => {
        setWorking(false);
        setError(messageOf(reason));
      },
    );
  };
  return { error, setError, working, attempt };
}
