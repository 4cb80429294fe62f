/**
 * SPEC §9 "Customer lookup delayed 500 ms after the header loads": 500 ms after hydration the
 * browser asks who is signed in (getLoggedCustomer, then the separate getSemiLoggedCustomer of
 * SPEC §6 when nobody is), and the header follows the answer when it differs from the server's
 * render: the page may have come from a cache, or another tab signed out or in meanwhile.
 */
import { useEffect, useRef, useState } from 'react';
import type { SemiLoggedCustomerDto } from '@adega/server/contract';
import { rpc } from '../../lib/rpc';
import {
  accountStateOf,
  reconcileAccountState,
  sameAccountState,
  type AccountCustomer,
  type AccountState,
} from './account-state';

export const CUSTOMER_LOOKUP_DELAY_MS = 500;

/** idle: not started (server render, or hidden by MasterOnly); scheduled: waiting the 500 ms. */
export type LookupPhase = 'idle' | 'scheduled' | 'done';

export type RpcCall = (operation: string, signal?: AbortSignal) => Promise<unknown>;

const callRpc: RpcCall = (operation, signal) => rpc<unknown>(operation, {}, signal);

/** The account state of this browser's session now, by the two lookups of SPEC §7. */
export async function lookUpAccount(call: RpcCall = callRpc, signal?: AbortSignal) {
  const logged = (await call('getLoggedCustomer', signal)) as AccountCustomer | null;
  if (logged) return accountStateOf(logged, null);
  const semi = (await call('getSemiLoggedCustomer', signal)) as SemiLoggedCustomerDto | null;
  return accountStateOf(null, semi);
}

interface LookupResult {
  /** The server state the lookup was compared with: a newer loader result supersedes it. */
  base: AccountState;
  found: AccountState;
}

/**
 * The account state the header shows: the server's, corrected once by the delayed lookup.
 * `enabled` false (MasterOnly hides the block) makes no request at all.
 */
export function useCustomerLookup(
  serverState: AccountState,
  enabled: boolean,
): { state: AccountState; phase: LookupPhase } {
  const [phase, setPhase] = useState<LookupPhase>('idle');
  const [result, setResult] = useState<LookupResult | null>(null);
  const serverStateRef = useRef(serverState);
  serverStateRef.current = serverState;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setPhase('scheduled');
    const timer = window.setTimeout(() => {
      lookUpAccount(callRpc, controller.signal).then(
        (found) => {
          setResult({ base: serverStateRef.current, found });
          setPhase('done');
        },
        () => {
          // A failed lookup changes nothing: the server's render stays, as it was correct when
          // the page was made, and the next page load asks again.
          if (!controller.signal.aborted) setPhase('done');
        },
      );
    }, CUSTOMER_LOOKUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [enabled]);

  const state =
    result && sameAccountState(result.base, serverState)
      ? reconcileAccountState(serverState, result.found)
      : serverState;
  return { state, phase };
}
