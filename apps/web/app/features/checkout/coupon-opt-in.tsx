/**
 * The checkout coupon area's opt-in (issue #18, SPEC §7 ab-test
 * `checkbox_to_opt_in_on_ecom_checkout_coupon`): shown to the customers of the 'checkbox'
 * variant; checking it records the marketing consent exactly as the account's privacy section
 * does (RPC saveConsent MARKETING), unchecking revokes it.
 */
import { useState } from 'react';
import { rpc } from '../../lib/rpc';

export const COUPON_OPT_IN_LABEL =
  'Quero receber ofertas e cupons por e-mail, SMS/WhatsApp e notificações push.';

export function CouponOptIn() {
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="co-optin">
      <label className="co-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={busy}
          data-testid="coupon-opt-in"
          onChange={(event) => {
            const granted = event.currentTarget.checked;
            setChecked(granted);
            setBusy(true);
            setError(null);
            rpc('saveConsent', { purpose: 'MARKETING', granted })
              .catch((failure: unknown) => {
                setChecked(!granted);
                setError(failure instanceof Error ? failure.message : String(failure));
              })
              .finally(() => setBusy(false));
          }}
        />
        <span>{COUPON_OPT_IN_LABEL}</span>
      </label>
      {error ? (
        <p className="co-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
