// The shared block layouts come first in the stylesheet order: every other rule wins over them.
import './styles/blocks.css';
// First of all: zod's eval probe must be off before any schema is built in the browser (CSP).
import { ZOD_JITLESS_SCRIPT } from './lib/zod-csp';
import { useNonce } from './lib/nonce';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';
import { isUserMenuHidden } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import { allWinesUrl, ROUTES, storeUrl } from '@adega/domain/urls';
import type { Route } from './+types/root';
import type { CustomProductDisplay } from '@adega/server/contract';
import type { CartDisplaySettings } from './features/cart/winebox-drawer';
import { Footer } from './components/layout/footer';
import { Header } from './components/layout/header';
import { ToastRegion } from './components/ui/toast';
import { CartRoot } from './features/cart/cart-root';
import { ConsentRoot } from './features/consent';
import { pageTitle, siteNameOf } from './lib/seo';
import { useNeonBorder } from './lib/flags';
import { lookAttributes, pageLookOf } from './lib/look';
import { installGlobalErrorHandler, reportClientError } from './lib/error-reporting';
import { markHydrated } from './lib/boot-state';
import { Alert } from './components/ui/alert';
import { useEffect } from 'react';
import './app.css';
import './styles/look.css';

/** Operators' switch of the mobile-app banner (`enable/hide_mobile_app_banner`; off: shown). */
const APP_BANNER_OFF_FLAG = 'hide_mobile_app_banner';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** What the header and footer need on every page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const customer = context.customer;
  const semi = context.semiLoggedCustomer;
  // The four reads run together; each has its own fallback when it fails.
  const displayRead = context.customProductDisplay().catch(() => null);
  const [display, look, submenuBanners, appBannerDisabled] = await Promise.all([
    displayRead,
    pageLookOf(context, displayRead),
    context.banners('SUBMENU').catch(() => []),
    context.featureEnabled(APP_BANNER_OFF_FLAG).catch(() => false),
  ]);
  return {
    cspNonce: context.cspNonce,
    // ADR 0007: a remembered customer is greeted by name but is not signed in.
    semiLoggedCustomer: semi
      ? { fullName: semi.fullName, firstName: semi.firstName, avatarPath: semi.avatarPath }
      : null,
    store: context.store,
    origin: context.origin,
    customer: customer
      ? {
          fullName: customer.fullName,
          firstName: customer.firstName,
          avatarPath: customer.avatarPath,
        }
      : null,
    // SPEC §6: the master cookie hides the user menu.
    userMenuHidden: isUserMenuHidden(request.headers.get('Cookie')),
    // The WineBox count is loaded by the browser (cart-store); 0 in the server's render.
    cartCount: 0,
    // The WineBox drawer (issue #6): subscription flags and the cart's display settings.
    cartCustomer: customer
      ? {
          socioClube: customer.socioClube,
          socioPrime: customer.socioPrime,
          beneficiosClube: customer.beneficiosClube,
        }
      : null,
    cartSettings: cartSettingsOf(display),
    // Issue #18: dark mode, card border, bigger font, menus and offers from the flags.
    look,
    // Issue #18: the header menu's banners (SUBMENU) and the mobile-app banner's switch.
    submenuBanners,
    appBannerDisabled,
  };
}

/** The custom product display settings the WineBox reads (tax banner in the cart, member toast). */
function cartSettingsOf(display: CustomProductDisplay | null): CartDisplaySettings | null {
  if (!display) return null;
  return {
    active: display.active,
    taxPercentage: display.taxPercentage,
    text: display.text,
    secondaryText: display.secondaryText,
    taxText: display.taxText,
    taxTextLeft: display.taxTextLeft,
    taxTextRight: display.taxTextRight,
    enabledOncart: display.enabledOncart,
    shoppingCartToastText: display.shoppingCartToastText,
    shoppingCartToastActive: display.shoppingCartToastActive,
  };
}

/** Fallback head for pages without their own meta, and for error pages. */
export function meta({ data, error }: Route.MetaArgs) {
  const siteName = siteNameOf(data?.store ?? 'WINE');
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: pageTitle(notFound ? 'Página não encontrada' : 'Algo saiu errado', siteName) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [{ title: siteName }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const store: Store = data?.store ?? 'WINE';
  const nonce = useNonce(data?.cspNonce);
  useNeonBorder();
  // The page's JavaScript has taken over (lib/boot-state.ts); the layout's effect runs last.
  useEffect(() => markHydrated(), []);
  return (
    <html lang="pt-BR" {...lookAttributes(data?.look)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="theme-color"
          content={data?.look.darkMode ? '#17121a' : store === 'OUTLET' ? '#1f4e5f' : '#7b1430'}
        />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body data-store={store}>
        <a href="#conteudo" className="skip-link">
          Pular para o conteúdo
        </a>
        <Header
          store={store}
          customer={data?.customer ?? null}
          semiLoggedCustomer={data?.semiLoggedCustomer ?? null}
          userMenuHidden={data?.userMenuHidden ?? false}
          cartCount={data?.cartCount ?? 0}
          barGourmetMenu={data?.look.barGourmetMenu ?? true}
          submenuBanners={data?.submenuBanners ?? []}
          appBannerDisabled={data?.appBannerDisabled ?? true}
        />
        <main id="conteudo" tabIndex={-1}>
          {children}
        </main>
        <Footer store={store} />
        <CartRoot
          store={store}
          customer={data?.cartCustomer ?? null}
          settings={data?.cartSettings ?? null}
          offers={data?.look.cartOffers}
        />
        <ToastRegion />
        {/* Issue #17: the welcome gate, the cookie-policy modal and the consent dialog. */}
        <ConsentRoot signedIn={Boolean(data?.customer)} nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // SPEC §8: the browser's global error handler (window errors and unhandled rejections).
  useEffect(() => installGlobalErrorHandler(), []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const store: Store = data?.store ?? 'WINE';
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // SPEC §8: the root error boundary reports what broke the page (a 404 is not an error).
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError(error, 'boundary');
  }, [error]);
  return (
    <div className="error-page container">
      {notFound ? (
        <>
          <p className="error-page__code" aria-hidden="true">
            404
          </p>
          <h1>Página não encontrada</h1>
          <p className="lead">
            O endereço que você procurou não existe ou mudou de lugar. Confira se digitou
            corretamente ou continue pela loja.
          </p>
        </>
      ) : (
        <>
          <h1>Algo saiu errado</h1>
          <Alert
            tone="error"
            modifier="simple"
            content={GENERIC_ERROR_MESSAGE}
            info="Já registramos o problema. Se ele continuar, fale com a nossa central de ajuda."
            className="error-page__alert"
          />
        </>
      )}
      <div className="error-page__links">
        <a href={ROUTES.home} className="button">
          Ir para a página inicial
        </a>
        <a href={allWinesUrl()} className="button button--ghost">
          Ver todos os vinhos
        </a>
        {store === 'WINE' ? (
          <a href={storeUrl(store)} className="button button--ghost">
            Explorar a loja
          </a>
        ) : null}
      </div>
    </div>
  );
}
