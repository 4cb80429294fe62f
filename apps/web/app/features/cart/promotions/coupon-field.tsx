/**
 * Coupon field of the WineBox (SPEC §3 shoppingCart.promotionCodes, giftCertificates; §7
 * applyCode, removeAllPromotionCodes, removeGiftCertificate; §8 coupon errors show the server's
 * message). Applied codes and gift certificates are listed with a remove button.
 */
import { useId, useState, type ReactNode } from 'react';
import { REQUIRED } from '@adega/domain/validation/messages';
import type { AppliedCertificate, AppliedCoupon } from './view';
import { useAttempt } from '../../../lib/use-attempt';

export const COUPON_TEXTS = {
  label: 'Cupom de desconto ou vale-presente',
  placeholder: 'Digite o código',
  apply: 'Aplicar',
  applied: 'Cupom aplicado',
  remove: 'Remover',
  certificates: 'Vales-presente',
  certificate: 'Vale-presente',
} as const;

export interface CouponFieldProps {
  coupons: readonly AppliedCoupon[];
  certificates: readonly AppliedCertificate[];
  busy: boolean;
  /** Resolves when applied; rejects with the server's pt-BR message. */
  onApply(code: string): Promise<unknown>;
  onRemoveCodes(): Promise<unknown>;
  onRemoveCertificate(code: string): Promise<unknown>;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : String(error);
}

export function CouponField({
  coupons,
  certificates,
  busy,
  onApply,
  onRemoveCodes,
  onRemoveCertificate,
}: CouponFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [code, setCode] = useState('');
  const { error, setError, working, attempt } = useAttempt(messageOf);
  const disabled = busy || working;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(REQUIRED);
      return;
    }
    attempt(
      () => onApply(trimmed),
      () => setCode(''),
    );
  };

  return (
    <section className="promo-card promo-coupon" data-testid="coupon">
      <form className="promo-coupon__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="promo-coupon__label">
          {COUPON_TEXTS.label}
        </label>
        <div className="promo-coupon__row">
          <input
            id={inputId}
            name="code"
            className="promo-coupon__input"
            value={code}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={COUPON_TEXTS.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <button type="submit" className="promo-coupon__apply" disabled={disabled}>
            {COUPON_TEXTS.apply}
          </button>
        </div>
        {error ? (
          <p id={errorId} className="promo-coupon__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {coupons.length > 0 ? (
        <ul className="promo-coupon__list bare-list" aria-label={COUPON_TEXTS.applied}>
          {coupons.map((coupon) => (
            <AppliedChip
              key={coupon.code}
              className={`promo-coupon__chip${coupon.message ? ' promo-coupon__chip--idle' : ''}`}
              testId="applied-code"
              notes={[coupon.description, coupon.message]}
              removeLabel={`${COUPON_TEXTS.remove} cupom ${coupon.code}`}
              disabled={disabled}
              onRemove={() => attempt(onRemoveCodes)}
            >
              {COUPON_TEXTS.applied}: <strong>{coupon.code}</strong>
            </AppliedChip>
          ))}
        </ul>
      ) : null}
      {certificates.length > 0 ? (
        <ul className="promo-coupon__list bare-list" aria-label={COUPON_TEXTS.certificates}>
          {certificates.map((certificate) => (
            <AppliedChip
              key={certificate.code}
              className="promo-coupon__chip"
              testId="applied-certificate"
              notes={[certificate.message]}
              removeLabel={`${COUPON_TEXTS.remove} vale-presente ${certificate.code}`}
              disabled={disabled}
              onRemove={() => attempt(() => onRemoveCertificate(certificate.code))}
            >
              {COUPON_TEXTS.certificate} <strong>{certificate.code}</strong>:{' '}
              <span className="promo-coupon__amount">−{certificate.amount}</span>
            </AppliedChip>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** An applied coupon or gift certificate: what it is, its notes, and its remove button. */
function AppliedChip({
  className,
  testId,
  notes,
  removeLabel,
  disabled,
  onRemove,
  children,
}: {
  className: string;
  testId: string;
  notes: readonly (string | null)[];
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <li className={className} data-testid={testId}>
      <span className="promo-coupon__what">
        <span>{children}</span>
        {notes.map((note, index) =>
          note ? (
            <span key={index} className="promo-coupon__note">
              {note}
            </span>
          ) : null,
        )}
      </span>
      <button
        type="button"
        className="promo-coupon__remove"
        disabled={disabled}
        aria-label={removeLabel}
        onClick={onRemove}
      >
        {COUPON_TEXTS.remove}
      </button>
    </li>
  );
}
