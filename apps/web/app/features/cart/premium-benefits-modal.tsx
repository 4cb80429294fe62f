/**
 * SPEC §2 premium-benefits modal 'O que estarei levando?': its items come from the domain's
 * `premiumBenefits` (the monthly cashback item only when above zero). Opened by the WineBox's and
 * the checkout's offer and by the plans of /clubewine/wineyou.
 */
import { PREMIUM_BENEFITS_MODAL_TITLE } from '@adega/domain/pricing/premium';
import { Modal } from '../../components/ui/modal';

export function PremiumBenefitsModal({
  open,
  onClose,
  benefits,
}: {
  open: boolean;
  onClose(): void;
  benefits: readonly string[];
}) {
  return (
    <Modal open={open} onClose={onClose} title={PREMIUM_BENEFITS_MODAL_TITLE}>
      <ul className="prime-benefits">
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </Modal>
  );
}
