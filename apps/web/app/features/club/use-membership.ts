/**
 * The membership of whoever sees a club page, known after hydration (the pages themselves stay
 * the same for everyone, so they can be cached): the root loader says whether someone is signed
 * in and with which flags; a signed-in customer's subscriptions come from `GET /api/v1/winepass`.
 * A visitor makes no call (the 401 of a visitor would mean "the session is gone", SPEC §8).
 */
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { clubApi } from './club-api';
import type { MemberFlags, Membership } from './membership';

interface RootData {
  cartCustomer?: MemberFlags | null;
}

export function useMembership(): Membership {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const flags = root?.cartCustomer ?? null;
  const [membership, setMembership] = useState<Membership>({ status: 'loading' });
  const signedIn = flags !== null;
  const socioClube = flags?.socioClube ?? false;
  const socioPrime = flags?.socioPrime ?? false;
  const beneficiosClube = flags?.beneficiosClube ?? false;

  useEffect(() => {
    if (!signedIn) {
      setMembership({ status: 'visitor' });
      return;
    }
    const controller = new AbortController();
    const known = { socioClube, socioPrime, beneficiosClube };
    clubApi.subscriptions(controller.signal).then(
      (subscriptions) =>
        setMembership({
          status: 'customer',
          flags: known,
          subscriptions: Array.isArray(subscriptions) ? subscriptions : [],
        }),
      () => {
        // Without the list the flags still say who is a member; the server refuses the rest.
        if (!controller.signal.aborted)
          setMembership({ status: 'customer', flags: known, subscriptions: [] });
      },
    );
    return () => controller.abort();
  }, [signedIn, socioClube, socioPrime, beneficiosClube]);

  return membership;
}
