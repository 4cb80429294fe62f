/**
 * 'Sair': ends the session on the server (RPC signOut, CSRF header included by `rpc`) and reloads
 * the home page, so every part of the page is rendered again for a visitor.
 */
import { useState } from 'react';
import { RequestError, rpc } from '../../lib/rpc';
import { track } from '../../lib/tracking';
import { AFTER_SIGN_OUT } from './account-state';

export function useSignOut(): {
  signOut: () => void;
  pending: boolean;
  error: string | null;
} {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = () => {
    if (pending) return;
    setPending(true);
    setError(null);
    rpc<null>('signOut').then(
      () => {
        // Recorded by the server; the page's data layer hears of it too.
        track('logout');
        window.location.assign(AFTER_SIGN_OUT);
      },
      (reason: unknown) => {
        setPending(false);
        setError(
          reason instanceof RequestError
            ? reason.message
            : 'Não foi possível sair agora. Tente novamente.',
        );
      },
    );
  };
  return { signOut, pending, error };
}
