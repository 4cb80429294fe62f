/**
 * The mobile drawer's WineBox dropdown and alert area (SPEC §2 "Mobile drawer menu … a winebox
 * dropdown … and an alert area", issue #34).
 *
 * - The dropdown (a <details>, 'WineBox (n)') lists what is in the WineBox with the total, and
 *   leads to the WineBox drawer and to the checkout. It reads the one cart store, so it always
 *   agrees with the header's count and the drawer.
 * - The alert area (`role="status"`, polite) says what needs the customer's attention in the
 *   WineBox: a coupon that gives nothing now, a gift certificate that pays nothing now (each with
 *   the server's reason) and the products that cannot be bought now. Empty when all is well.
 */
import { fromReais } from '@adega/domain/money';
import { ROUTES } from '@adega/domain/urls';
import {
  CHECKOUT_LABEL,
  DRAWER_EMPTY_TEXT,
  cartAlerts,
  drawerTitle,
  productLines,
  useCart,
} from '../../features/cart';
import { Price } from '../ui/price';

export const OPEN_WINEBOX_LABEL = 'Ver WineBox';

export function DrawerAlerts() {
  const { cart } = useCart();
  const alerts = cartAlerts(cart);
  return (
    <div className="drawer__alerts" role="status" aria-label="Avisos">
      {alerts.length > 0 ? (
        <ul className="bare-list">
          {alerts.map((alert) => (
            <li key={alert} className="drawer__alert">
              {alert}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function DrawerWinebox() {
  const { cart, loaded, open } = useCart();
  const lines = productLines(cart);
  return (
    <details className="drawer__section drawer__winebox">
      <summary className="drawer__entry">{drawerTitle(cart)}</summary>
      <div className="drawer__winebox-body">
        {lines.length === 0 ? (
          <p className="drawer__muted">
            {loaded || cart ? DRAWER_EMPTY_TEXT : 'Carregando sua WineBox'}
          </p>
        ) : (
          <ul className="bare-list drawer__winebox-lines" aria-label="Produtos na WineBox">
            {lines.map((line) => (
              <li key={line.uidPk}>
                <span className="drawer__winebox-name">
                  {line.quantity}× {line.displayName}
                </span>
                <Price centavos={fromReais(line.total.amount)} />
              </li>
            ))}
          </ul>
        )}
        <p className="drawer__winebox-total">
          <span>Total</span>
          <Price centavos={fromReais(cart?.total ?? 0)} />
        </p>
        <div className="drawer__winebox-actions">
          <button type="button" className="button button--ghost button--small" onClick={open}>
            {OPEN_WINEBOX_LABEL}
          </button>
          {lines.length > 0 ? (
            <a className="button button--small" href={ROUTES.checkout}>
              {CHECKOUT_LABEL}
            </a>
          ) : null}
        </div>
      </div>
    </details>
  );
}
