/**
 * The consent overlays of every page (issue #17, ADR 0030): the welcome gate, the cookie-policy
 * modal and the consent dialog, fixed on top of the page, so they shift nothing. A signed-in
 * customer never gets the gate.
 *
 * The gate is in the server's HTML, closed, wherever it may show (not signed in, not the privacy
 * policy), with an inline script that opens it with the first paint when the browser has no
 * legal-age cookie (ADR 0038): the page cache serves one HTML to every visitor, and the cookie is
 * the browser's. After hydration the cookie decides here, as before. The modal and the dialog
 * are rendered only after hydration.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { shouldShowWelcomeGate } from '@adega/domain/consent/gate';
import { ConsentDialog } from './consent-dialog';
import { consentStore, useConsent } from './consent-store';
import { CookiePolicyModal } from './cookie-policy-modal';
import { releaseUnheldScrollLock } from './scroll-lock';
import { WelcomeGate } from './welcome-gate';
import './consent.css';

export function ConsentRoot({ signedIn, nonce }: { signedIn: boolean; nonce?: string }) {
  const [hydrated, setHydrated] = useState(false);
  const consent = useConsent();
  const location = useLocation();
  useEffect(() => {
    consentStore.readCookies();
    releaseUnheldScrollLock();
    setHydrated(true);
    // Another tab may have answered the gate or changed the choice.
    const onFocus = () => consentStore.readCookies();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
  const gate = shouldShowWelcomeGate({
    signedIn,
    // Before hydration the browser's inline script reads the cookie (gate-open-script.ts).
    legalAge: hydrated && consent.legalAge,
    address: `${location.pathname}${location.search}`,
  });
  return (
    <>
      {gate ? <WelcomeGate armed={hydrated} nonce={nonce} /> : null}
      {hydrated ? (
        <>
          <CookiePolicyModal />
          <ConsentDialog />
        </>
      ) : null}
    </>
  );
}
