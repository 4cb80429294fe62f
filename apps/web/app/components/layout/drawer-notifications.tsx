/**
 * The mobile drawer's 'Notificações' (SPEC §2 "Mobile drawer menu … notifications", issue #34): a
 * section that opens in place. A signed-in customer switches each channel (e-mail, SMS/WhatsApp,
 * push) right there, with the account's own switches (features/account), loaded only when the
 * section is first opened; a visitor is asked to sign in.
 */
import { lazy, Suspense, useState } from 'react';
import { ROUTES } from '@adega/domain/urls';

const Switches = lazy(() =>
  import('../../features/account').then((account) => ({ default: account.NotificationsSection })),
);

export function DrawerNotifications({
  logged,
  signInHref,
}: {
  logged: boolean;
  signInHref: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="drawer__section drawer__notifications"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="drawer__entry">Notificações</summary>
      <div className="drawer__notifications-body">
        {!logged ? (
          <p className="drawer__muted">
            <a href={signInHref}>Entre na sua conta</a> para escolher como quer receber as
            novidades.
          </p>
        ) : opened ? (
          <Suspense fallback={<p className="drawer__muted">Carregando suas preferências…</p>}>
            <Switches />
            <p className="drawer__muted">
              <a href={ROUTES.notifications}>Todas as preferências</a>
            </p>
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}
