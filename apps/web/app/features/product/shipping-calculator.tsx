/**
 * 'Calcular frete' on the product page (issue #34): a CEP field with the address form's mask
 * (00000-000) and its SPEC §5 rule, checked here first and again by the server, which answers
 * the checkout's levels for one unit (`GET /api/v1/products/{sku}/shipping`: price, days, and
 * the premium subscriber's free shipping). The page may be served from the anonymous cache: the
 * answer is fetched by the browser, per caller, and never cached.
 */
import { useId, useState, type FormEvent } from 'react';
import type { ProductShippingDto } from '@adega/server/contract';
import {
  CEP_LOOKUP_URL,
  deliveryDaysText,
  PRODUCT_SHIPPING_TEXTS as TEXTS,
} from '@adega/domain/checkout/product-shipping';
import { formatCep, validateCep } from '@adega/domain/validation/cep';
import { REQUIRED } from '@adega/domain/validation/messages';
import { fromReais } from '@adega/domain/money';
import { Price } from '../../components/ui/price';
import { request, RequestError } from '../../lib/rpc';
import { BusySubmit } from '../../components/ui/busy-submit';
import './shipping-calculator.css';

/** '12345-678' typed or pasted with anything else: the mask keeps 8 digits. */
const CEP_MASKED_LENGTH = 9;

function cepError(value: string): string | null {
  return value.trim() === '' ? REQUIRED : validateCep(value.trim());
}

export function ShippingCalculator({ sku }: { sku: string }) {
  const id = useId();
  const [cep, setCep] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [quote, setQuote] = useState<ProductShippingDto | null>(null);
  const [loading, setLoading] = useState(false);
  const errorId = `${id}-erro`;
  const hintId = `${id}-dica`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = cepError(cep);
    setError(invalid);
    if (invalid) {
      setQuote(null);
      return;
    }
    setLoading(true);
    try {
      const path = `/api/v1/products/${encodeURIComponent(sku)}/shipping`;
      const answer = await request('GET', `${path}?cep=${encodeURIComponent(cep)}`, undefined, {
        retryNetworkFailure: true,
      });
      setQuote(answer as ProductShippingDto);
    } catch (failure) {
      setQuote(null);
      setError(
        failure instanceof RequestError
          ? (failure.fields.cep ?? failure.message)
          : 'Não foi possível calcular o frete.',
      );
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="shipping-calc" aria-labelledby={`${id}-titulo`}>
      <h2 className="shipping-calc__title" id={`${id}-titulo`}>
        {TEXTS.title}
      </h2>
      <form className="shipping-calc__form" noValidate onSubmit={(event) => void submit(event)}>
        <label className="shipping-calc__label" htmlFor={`${id}-cep`}>
          {TEXTS.label}
        </label>
        <div className="shipping-calc__row">
          <input
            id={`${id}-cep`}
            name="cep"
            className="shipping-calc__input"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={CEP_MASKED_LENGTH}
            value={cep}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setCep(formatCep(event.target.value));
              setError(null);
            }}
          />
          <BusySubmit className="button button--ghost shipping-calc__submit" busy={loading}>
            {TEXTS.submit}
          </BusySubmit>
        </div>
        {error ? (
          <p className="shipping-calc__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
        <p className="shipping-calc__hint muted-note" id={hintId}>
          {TEXTS.hint}{' '}
          <a href={CEP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {TEXTS.forgotCep}
          </a>
        </p>
      </form>
      <div aria-live="polite">{quote ? <ShippingLevels quote={quote} /> : null}</div>
    </section>
  );
}

function ShippingLevels({ quote }: { quote: ProductShippingDto }) {
  if (quote.levels.length === 0)
    return <p className="shipping-calc__empty muted-note">{TEXTS.noLevels}</p>;
  return (
    <>
      <p className="shipping-calc__destination muted-note">
        Entrega para o CEP {formatCep(quote.destination.cep)} ({quote.destination.uf})
      </p>
      <ul className="shipping-calc__levels bare-list">
        {quote.levels.map((level) => (
          <li key={level.code} className="shipping-calc__level">
            <span className="shipping-calc__name">{level.name}</span>
            <span className="shipping-calc__days">{deliveryDaysText(level.deliveryDays)}</span>
            <span className="shipping-calc__price">
              {level.price === 0 ? (
                <strong>Grátis</strong>
              ) : (
                <Price centavos={fromReais(level.price)} />
              )}
            </span>
            {level.freeShippingReason ? (
              <span className="shipping-calc__reason">{level.freeShippingReason}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
