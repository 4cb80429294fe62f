/**
 * The consent overlays of every page (issue #17, ADR 0030): the welcome gate, the cookie-policy
 * modal and the consent dialog. Rendered only in the browser after hydration: the server's HTML
 * (what crawlers read) is the page itself, and the overlays are fixed on top of it, so they
 * shift nothing. A signed-in customer never gets the gate.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { shouldShowWelcomeGate } from '@adega/domain/consent/gate';
import { ConsentDialog } from './consent-dialog';
import { consentStore, useConsent } from './consent-store';
import { CookiePolicyModal } from './cookie-policy-modal';
import { WelcomeGate } from './welcome-gate';
import './consent.css';

export function ConsentRoot({ signedIn }: { signedIn: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  const consent = useConsent();
  const location = useLocation();
  useEffect(() => {
    consentStore.readCookies();
    setHydrated(true);
    // Another tab may have answered the gate or changed the choice.
    const onFocus = () => consentStore.readCookies();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
  if (!hydrated) return null;
  const gate = shouldShowWelcomeGate({
    signedIn,
    legalAge: consent.legalAge,
    address: `${location.pathname}${location.search}`,
  });
  return (
    <>
      {gate ? <WelcomeGate /> : null}
      <CookiePolicyModal />
      <ConsentDialog />
    </>
  );
}
