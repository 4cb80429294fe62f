/**
 * 'Presente' (issue #13 "Order gift"): a message card that goes with the order (RPC setOrderGift
 * {from, to, message}, removeOrderGift) and the WineBox's gift packaging (SPEC §7 giftPackaging
 * calls). The outlet has no gift options (SPEC §6).
 */
import { useState } from 'react';
import type { CartDto } from '@adega/server/contract';
import { ORDER_GIFT_LIMITS, ORDER_GIFT_TEXTS } from '@adega/domain/checkout/order-gift';
import { errorMessage } from '../account';
import { GiftPackaging, giftPackagingChoiceOf, promotionsApi, useCartActions } from '../cart';
import { checkoutApi } from './checkout-api';
import { checkoutOf } from './checkout-view';
import { StepTitle } from './delivery-steps';
import { CheckoutAlert } from './checkout-alert';
import { useAttempt } from '../../lib/use-attempt';

export const GIFT_TEXTS = {
  title: 'Presente',
  wants: 'Enviar uma mensagem de presente',
  from: 'De',
  to: 'Para',
  message: 'Mensagem',
  save: 'Salvar mensagem',
  remove: 'Remover mensagem',
  saved: 'Mensagem de presente',
} as const;

/** SPEC §7 setOrderGift: the domain's required texts (the server refuses with the same words). */
const REQUIRED_TEXT = {
  from: ORDER_GIFT_TEXTS.fromRequired,
  to: ORDER_GIFT_TEXTS.toRequired,
  message: ORDER_GIFT_TEXTS.messageRequired,
} as const;

export function GiftStep({ cart, step }: { cart: CartDto; step: number }) {
  const { orderGift } = checkoutOf(cart);
  const { run } = useCartActions();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ from: '', to: '', message: '' });
  const [missing, setMissing] = useState<Partial<Record<keyof typeof form, string>>>({});
  const { error, working, attempt } = useAttempt(errorMessage);

  const act = (call: (key: string) => Promise<CartDto>, after?: () => void) =>
    attempt(() => run('order-gift', call), after);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const gift = { from: form.from.trim(), to: form.to.trim(), message: form.message.trim() };
    const empty: typeof missing = {};
    for (const field of ['from', 'to', 'message'] as const) {
      if (gift[field] === '') empty[field] = REQUIRED_TEXT[field];
    }
    setMissing(empty);
    if (Object.keys(empty).length > 0) return;
    act(
      (key) => checkoutApi.setOrderGift(gift, key),
      () => setEditing(false),
    );
  };

  const field = (name: keyof typeof form, label: string, max: number, area = false) => {
    const id = `co-presente-${name}`;
    const props = {
      id,
      name,
      value: form[name],
      maxLength: max,
      className: 'acc-field__input',
      'aria-invalid': missing[name] ? true : undefined,
      'aria-describedby': missing[name] ? `${id}-erro` : undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.currentTarget.value;
        setForm((current) => ({ ...current, [name]: value }));
      },
    };
    return (
      <div className={`acc-field${area ? ' acc-grid__wide' : ''}`}>
        <label className="acc-field__label" htmlFor={id}>
          {label}
        </label>
        {area ? <textarea rows={3} {...props} /> : <input {...props} />}
        {missing[name] ? (
          <p className="acc-field__error" id={`${id}-erro`}>
            {missing[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="co-step" aria-labelledby="co-presente">
      <StepTitle id="co-presente" step={step}>
        {GIFT_TEXTS.title}
      </StepTitle>
      {orderGift && !editing ? (
        <div className="co-chosen" data-testid="order-gift">
          <p className="co-gift">
            <strong>{GIFT_TEXTS.saved}</strong>
            <span>
              {GIFT_TEXTS.from}: {orderGift.from} · {GIFT_TEXTS.to}: {orderGift.to}
            </span>
            <q>{orderGift.message}</q>
          </p>
          <div className="co-chosen__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setForm(orderGift);
                setEditing(true);
              }}
            >
              Editar mensagem
            </button>
            <button
              type="button"
              className="link-button"
              disabled={working}
              onClick={() => act((key) => checkoutApi.removeOrderGift(key))}
            >
              {GIFT_TEXTS.remove}
            </button>
          </div>
        </div>
      ) : (
        <label className="co-check">
          <input
            type="checkbox"
            checked={editing}
            onChange={(event) => setEditing(event.currentTarget.checked)}
          />
          {GIFT_TEXTS.wants}
        </label>
      )}
      {editing ? (
        <form className="co-gift-form" onSubmit={save} noValidate>
          <div className="acc-grid">
            {field('from', GIFT_TEXTS.from, ORDER_GIFT_LIMITS.from)}
            {field('to', GIFT_TEXTS.to, ORDER_GIFT_LIMITS.to)}
            {field('message', GIFT_TEXTS.message, ORDER_GIFT_LIMITS.message, true)}
          </div>
          <p className="co-muted co-small">
            {form.message.length}/{ORDER_GIFT_LIMITS.message}
          </p>
          <button type="submit" className="button button--small" disabled={working}>
            {GIFT_TEXTS.save}
          </button>
        </form>
      ) : null}
      <CheckoutAlert error={error} />
      <GiftPackaging
        cartVersion={cart.version}
        chosen={giftPackagingChoiceOf(cart)}
        load={promotionsApi.giftPackaging}
        onChoose={(sku) =>
          run('gift-packaging', (id) => promotionsApi.chooseGiftPackaging(sku, id))
        }
        onRemove={() => run('gift-packaging', (id) => promotionsApi.removeGiftPackaging(id))}
      />
    </section>
  );
}
