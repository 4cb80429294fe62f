/**
 * 'Assinar' (issue #15): the plan's product goes into the WineBox through the cart queue, then
 * the customer goes to the checkout (which sends a visitor to sign in and back, merging the cart).
 * A refusal of the server (already a member, unavailable…) is the site's toast with the server's
 * pt-BR text, and nothing navigates. On a box line, a remembered referral code is then sent to
 * coupon_mgm, which records it on the cart; its answer is a toast that follows to the checkout.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';
import { ROUTES } from '@adega/domain/urls';
import { showToast } from '../../components/ui/toast-store';
import { newRequestId, useCartActions } from '../cart';
import { clubApi } from './club-api';
import { forgetReferral, referralBenefitText } from './referral';

export const SUBSCRIBE_FAILED_TITLE = 'Não foi possível assinar';
export const REFERRAL_REFUSED_TITLE = 'Indicação não aplicada';

export type ReferralOutcome = { ok: true; text: string } | { ok: false; text: string };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : GENERIC_ERROR_MESSAGE;
}

export function useSubscribe() {
  const { add } = useCartActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [referral, setReferral] = useState<ReferralOutcome | null>(null);

  /** Adds `sku`; `referralCode` (box lines) is applied once the line is in the cart. */
  async function subscribe(sku: string, referralCode: string | null = null): Promise<void> {
    if (busy) return;
    setBusy(sku);
    try {
      await add(sku, 1, newRequestId());
    } catch (error) {
      showToast({ kind: 'error', title: SUBSCRIBE_FAILED_TITLE, text: messageOf(error) });
      setBusy(null);
      return;
    }
    if (referralCode) {
      try {
        const benefit = await clubApi.applyReferral(referralCode);
        const text = referralBenefitText(benefit);
        setReferral({ ok: true, text });
        showToast({ kind: 'success', title: text, group: 'referral' });
      } catch (error) {
        // The line is in the WineBox; the customer reads why the code did not apply, then goes on.
        forgetReferral();
        const text = messageOf(error);
        setReferral({ ok: false, text });
        showToast({ kind: 'error', title: REFERRAL_REFUSED_TITLE, text, group: 'referral' });
        setBusy(null);
        return;
      }
    }
    void navigate(ROUTES.checkout);
  }

  return { subscribe, busy, referral };
}
