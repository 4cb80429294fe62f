/**
 * 'Resumo do pedido': the lines (the premium line among them when the offer is on), the coupon
 * and gift certificates (the WineBox's field: applyCode, removeAllPromotionCodes,
 * removeGiftCertificate), cashback use (setUseCashBack {value}), the subscription offer (SPEC §2,
 * the drawer's PrimeOffer with the pass card's logo), the totals of the cart document and
 * 'Finalizar compra'.
 */
import { useState } from 'react';
import type { CartDto } from '@adega/server/contract';
import { formatBRL, fromReais } from '@adega/domain/money';
import { Price } from '../../components/ui/price';
import { CouponOptIn } from './coupon-opt-in';
import {
  CouponField,
  LinePrice,
  PrimeOffer,
  certificatesOf,
  couponsOf,
  promotionsApi,
  useCart,
  useCartActions,
} from '../cart';
import { checkoutApi } from './checkout-api';
import { track } from './checkout-tracking';
import { CHECKOUT_TEXTS, totalRows } from './checkout-view';

export function OrderSummary({
  cart,
  offer,
  placing,
  placeError,
  onPlace,
  couponOptIn = false,
}: {
  cart: CartDto;
  /** Issue #18: the ab-test variant with the opt-in checkbox under the coupon field. */
  couponOptIn?: boolean;
  offer: boolean;
  placing: boolean;
  placeError: string | null;
  onPlace(): void;
}) {
  const { pending } = useCart();
  const { run } = useCartActions();
  // The cashback choice being sent shows as chosen until the server answers.
  const [usingCashBack, setUsingCashBack] = useState<boolean | null>(null);
  const busy = pending.length > 0;
  const cashBack = cart.cashBack;
  return (
    <aside className="co-summary" aria-labelledby="co-resumo">
      <h2 id="co-resumo" className="co-summary__title">
        Resumo do pedido
      </h2>
      <ul className="co-lines bare-list" aria-label="Produtos do pedido">
        {cart.cartItems.map((item) => (
          <li
            key={item.itemUidPk}
            className={`co-line${item.available ? '' : ' co-line--off'}`}
            data-sku={item.productSku.skuCode}
          >
            <img src={item.imageUrl} alt="" width={40} height={56} loading="lazy" />
            <span className="co-line__name">
              <span>{item.displayName}</span>
              <span className="co-muted">
                {item.quantity} {item.quantity === 1 ? 'unidade' : 'unidades'}
                {item.available ? '' : ' · Indisponível'}
              </span>
            </span>
            <LinePrice item={item} className="co-line__price" />
          </li>
        ))}
      </ul>
      <CouponField
        coupons={couponsOf(cart)}
        certificates={certificatesOf(cart)}
        busy={pending.some((op) => op.label.startsWith('coupon'))}
        onApply={(code) =>
          run('coupon-apply', (id) => promotionsApi.applyCode(code, id)).then((next) => {
            track({ event: 'coupon_applied', code, discount: next.couponDiscountMoney.amount });
            return next;
          })
        }
        onRemoveCodes={() =>
          run('coupon-remove', (id) => promotionsApi.removeAllPromotionCodes(id))
        }
        onRemoveCertificate={(code) =>
          run('coupon-certificate-remove', (id) => promotionsApi.removeGiftCertificate(code, id))
        }
      />
      {couponOptIn ? <CouponOptIn /> : null}
      {cashBack && cashBack.balance > 0 ? (
        <label className="co-check co-cashback">
          <input
            type="checkbox"
            checked={usingCashBack ?? cashBack.useCashBack}
            disabled={busy}
            onChange={(event) => {
              const value = event.currentTarget.checked;
              setUsingCashBack(value);
              run('cashback', (id) => checkoutApi.setUseCashBack(value, id))
                .catch(() => undefined)
                .finally(() => setUsingCashBack(null));
            }}
          />
          <span>
            Usar meu cashback{' '}
            <span className="co-muted">(saldo {formatBRL(fromReais(cashBack.balance))})</span>
          </span>
        </label>
      ) : null}
      {offer ? <PrimeOffer cart={cart} placement="checkout" /> : null}
      <dl className="co-totals">
        {totalRows(cart).map((row) => (
          <div key={row.key} className={`co-totals__row co-totals__row--${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{typeof row.value === 'string' ? row.value : <Price centavos={row.value} />}</dd>
          </div>
        ))}
        <div className="co-totals__row co-totals__row--total">
          <dt>Total</dt>
          <dd>
            <Price centavos={fromReais(cart.total)} />
          </dd>
        </div>
      </dl>
      {placeError ? (
        <p className="co-alert" role="alert" data-testid="place-error">
          {placeError}
        </p>
      ) : null}
      <button
        type="button"
        className="button co-place"
        disabled={placing || busy}
        aria-busy={placing}
        onClick={onPlace}
      >
        {placing ? CHECKOUT_TEXTS.placing : CHECKOUT_TEXTS.place}
      </button>
    </aside>
  );
}
