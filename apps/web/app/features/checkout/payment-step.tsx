/**
 * 'Pagamento' (issue #13 "Payment"; issue #14 Pix, boleto, cashback): the methods this cart can
 * use as one radio group (the server's list: 'Cartão de crédito', 'Pix', 'Boleto' while the flag
 * `enable/bank_slip` is on, the cashback balance when it covers the order; an accepted method that
 * cannot pay now is disabled with the server's message). The other SPEC §3 types are never listed:
 * PayPal, Apple Pay, Google Pay and NuPay have no sandbox and are 'indisponível' (ADR 0053), the
 * rest are not accepted. For the card: the saved cards (the security code
 * asked again) or a new card (the account's card entry, encrypted in the browser, 'Salvar
 * cartão'), and the installments 'sem juros'. For the others, what happens after 'Finalizar'.
 */
import type { CheckoutPaymentType, PaymentMethodOptionDto } from '@adega/server/contract';
import { CheckboxField, FieldLook, TextField } from '../../components/ui/fields';
import { maskSecurityCode } from '../../lib/masks';
import { CardEntryFields, brandLabel, cardValidity } from '../account';
import { METHOD_NOTES, type PaymentChoice } from './checkout-view';
import type { Payment } from './use-payment';

export const PAYMENT_TEXTS = {
  title: 'Pagamento',
  newCard: 'Novo cartão',
  saveCard: 'Salvar cartão para as próximas compras',
  installments: 'Parcelamento',
  securityCode: 'Código de segurança (CVV)',
  loading: 'Carregando formas de pagamento…',
  retry: 'Tentar novamente',
  sandbox:
    'Ambiente de testes: use um cartão de teste, ex. 4111 1111 1111 1111. Nenhuma cobrança é feita.',
  methods: 'Formas de pagamento',
  otherMethods: 'Outras formas de pagamento',
  encrypted:
    'Os dados do cartão são criptografados neste navegador; a loja guarda apenas os quatro últimos dígitos.',
} as const;

/**
 * The methods as one radio group (arrow keys move between the offered ones, as native radios
 * do); the unavailable ones disabled with the server's message.
 */
function MethodList({
  methods,
  chosen,
  onChoose,
  label,
}: {
  methods: readonly PaymentMethodOptionDto[];
  chosen: CheckoutPaymentType | null;
  onChoose?: (type: CheckoutPaymentType) => void;
  label: string;
}) {
  return (
    <ul className="co-methods bare-list" aria-label={label}>
      {methods.map((method) => {
        const on = method.available && method.type === chosen;
        return (
          <li
            key={method.type}
            className={`co-method${method.available ? '' : ' co-method--off'}${on ? ' co-method--on' : ''}`}
            data-method={method.type}
          >
            <label className="co-radio">
              <input
                type="radio"
                name={method.available ? 'co-metodo' : 'co-metodo-indisponivel'}
                value={method.type}
                checked={on}
                disabled={!method.available}
                onChange={() => onChoose?.(method.type)}
              />
              <span className="co-radio__text">
                <strong>{method.name}</strong>
                {method.message ? <span className="co-muted">{method.message}</span> : null}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** What happens after 'Finalizar compra' for a method other than the card. */
function MethodNote({ choice }: { choice: PaymentChoice }) {
  const note = METHOD_NOTES[choice.method];
  if (!note) return null;
  return (
    <p className="co-notice co-method-note" data-testid="method-note">
      {note}
    </p>
  );
}

export function PaymentStep({ payment, step }: { payment: Payment; step: number }) {
  const { state, choice, setChoice } = payment;
  const methods = state.status === 'ready' ? state.details.methods : [];
  const available = methods.filter((method) => method.available);
  const unavailable = methods.filter((method) => !method.available);
  return (
    <section className="co-step" aria-labelledby="co-pagamento">
      <h2 id="co-pagamento" className="co-step__title">
        <span className="co-step__number" aria-hidden="true">
          {step}
        </span>
        {PAYMENT_TEXTS.title}
      </h2>
      {state.status === 'loading' ? <p className="co-muted">{PAYMENT_TEXTS.loading}</p> : null}
      {state.status === 'error' ? (
        <div className="co-alert" role="alert">
          <p>{state.message}</p>
          <button type="button" className="link-button" onClick={() => void payment.reload()}>
            {PAYMENT_TEXTS.retry}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && choice ? (
        <FieldLook value="account">
          <MethodList
            methods={available}
            chosen={choice.method}
            onChoose={(method) => setChoice({ ...choice, method })}
            label={PAYMENT_TEXTS.methods}
          />
          {unavailable.length > 0 ? (
            <details className="co-other-methods">
              <summary>
                {PAYMENT_TEXTS.otherMethods} ({unavailable.length})
              </summary>
              <MethodList methods={unavailable} chosen={null} label={PAYMENT_TEXTS.otherMethods} />
            </details>
          ) : null}
          {choice.method === 'CREDITCARD' ? (
            <CardPayment payment={payment} choice={choice} />
          ) : (
            <MethodNote choice={choice} />
          )}
        </FieldLook>
      ) : null}
    </section>
  );
}

/** The card: saved cards or a new one, and the installments. */
function CardPayment({ payment, choice }: { payment: Payment; choice: PaymentChoice }) {
  const { state, setChoice, cardForm } = payment;
  if (state.status !== 'ready') return null;
  return (
    <>
      <p className="co-notice">{PAYMENT_TEXTS.sandbox}</p>
      <fieldset className="co-cards">
        <legend className="visually-hidden">Cartão de crédito</legend>
        {state.details.savedCards.map((card) => {
          const selected = choice.card.kind === 'saved' && choice.card.uidPk === card.uidPk;
          return (
            <div key={card.uidPk} className={`co-option${selected ? ' co-option--on' : ''}`}>
              <label className="co-radio">
                <input
                  type="radio"
                  name="co-cartao"
                  checked={selected}
                  onChange={() =>
                    setChoice({ ...choice, card: { kind: 'saved', uidPk: card.uidPk } })
                  }
                />
                <span className="co-radio__text">
                  <strong>
                    {brandLabel(card.brand)} <span aria-hidden="true">•••• </span>
                    <span className="visually-hidden">final </span>
                    {card.lastFour}
                  </strong>
                  <span className="co-muted">
                    {card.holderName} · Validade {cardValidity(card)}
                  </span>
                </span>
              </label>
              {selected ? (
                <div className="co-option__body acc-grid">
                  <TextField
                    id="co-cvv-salvo"
                    label={PAYMENT_TEXTS.securityCode}
                    hint="3 ou 4 dígitos no verso"
                    registration={payment.savedCardForm.register('securityCode')}
                    error={payment.savedCardForm.formState.errors.securityCode}
                    mask={maskSecurityCode}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
        <div className={`co-option${choice.card.kind === 'new' ? ' co-option--on' : ''}`}>
          <label className="co-radio">
            <input
              type="radio"
              name="co-cartao"
              checked={choice.card.kind === 'new'}
              onChange={() => setChoice({ ...choice, card: { kind: 'new' } })}
            />
            <span className="co-radio__text">
              <strong>{PAYMENT_TEXTS.newCard}</strong>
            </span>
          </label>
          {choice.card.kind === 'new' ? (
            <div className="co-option__body">
              <div className="acc-grid">
                <CardEntryFields idPrefix="co-cartao" form={cardForm} />
              </div>
              <CheckboxField
                id="co-salvar-cartao"
                label={PAYMENT_TEXTS.saveCard}
                registration={cardForm.register('saveCard')}
              />
              <p className="co-muted co-small">{PAYMENT_TEXTS.encrypted}</p>
            </div>
          ) : null}
        </div>
      </fieldset>
      <div className="co-installments">
        <label htmlFor="co-parcelas" className="co-label">
          {PAYMENT_TEXTS.installments}
        </label>
        <select
          id="co-parcelas"
          className="co-select"
          value={choice.installments}
          onChange={(event) =>
            setChoice({ ...choice, installments: Number(event.currentTarget.value) })
          }
        >
          {state.details.installments.map((option) => (
            <option key={option.count} value={option.count}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
