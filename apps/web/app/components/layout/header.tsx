import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { Store } from '@adega/domain/store';
import { searchUrl } from '@adega/domain/urls';
import { AccountBlock, DrawerAccount } from './account-block';
import { accountStateOf, signInHrefFor, type AccountCustomer } from './account-state';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { barGourmetSection } from '@adega/domain/urls';
import { headerNav } from './menu';
import { useMenuPanels } from './menu-panels';
import { MOBILE_DRAWER_ID, MobileDrawer } from './mobile-drawer';
import { DrawerAlerts, DrawerWinebox } from './drawer-winebox';
import { DrawerNotifications } from './drawer-notifications';
import { HeaderSearch } from '../../features/search';
import { useCustomerLookup } from './use-customer-lookup';
import { WineboxButton } from './winebox-button';
import { useBarSlot, useScrolledPast } from './use-scrolled-past';
import type { BannerDto } from '@adega/server/contract';
import { AppBanner } from '../banners/app-banner';
import { Icon } from '../ui/icon';
import './header.css';
import './header-scroll.css';

const MOBILE_SEARCH_ID = 'busca-celular';
const searchTarget = new URL(searchUrl(''), 'http://localhost');

export interface HeaderProps {
  /** Issue #18, flag `bar_and_gourmet_mobile_menu`: the mobile menu's Bar & Gourmet section. */
  barGourmetMenu?: boolean;
  store: Store;
  /** The logged customer; null: not signed in (SPEC §2 account block). */
  customer: AccountCustomer | null;
  /** A remembered customer who is not signed in (ADR 0007), greeted by name; null: none. */
  semiLoggedCustomer?: AccountCustomer | null;
  /** SPEC §6: the MasterOnly cookie hides the user menu. */
  userMenuHidden: boolean;
  /** WineBox item count (0 until the cart exists). */
  cartCount: number;
  /** Issue #18: the menu's banners (SUBMENU position). */
  submenuBanners?: readonly BannerDto[];
  /** Issue #18: the operators switched the mobile-app banner off. */
  appBannerDisabled?: boolean;
}

/** The search text of the current results page, to keep it in the box. */
function useCurrentSearch(): string | undefined {
  const location = useLocation();
  if (location.pathname !== searchTarget.pathname) return undefined;
  const [param] = [...searchTarget.searchParams.keys()];
  return new URLSearchParams(location.search).get(param ?? '') ?? undefined;
}

/**
 * Site header (SPEC §2 "Header menu" and "Widgets"): logo, search, account block and WineBox in
 * the top bar; the menu as a horizontal bar on desktop and as a drawer below 992 px.
 */
export function Header({
  store,
  customer,
  semiLoggedCustomer = null,
  userMenuHidden,
  cartCount,
  barGourmetMenu = true,
  submenuBanners = [],
  appBannerDisabled = true,
}: HeaderProps) {
  const nav = headerNav(store);
  const currentSearch = useCurrentSearch();
  const location = useLocation();
  // ADR 0036: the menus' panels are rendered by the browser (idle, or when reached for).
  const [menuPanels, wakeMenuPanels] = useMenuPanels();
  // SPEC §9: who is signed in is asked again 500 ms after the header loads (not when hidden).
  const { state: account, phase: lookupPhase } = useCustomerLookup(
    accountStateOf(customer, semiLoggedCustomer),
    !userMenuHidden,
  );
  const signInHref = signInHrefFor(location.pathname, location.search);
  // SPEC §9 scroll threshold: past 168 px the top bar stays fixed at the top (header-scroll.css).
  const compact = useScrolledPast();
  const barSlot = useBarSlot();

  // The phone's search panel opens with its field focused (at once: the toggle event may come a
  // frame later); HeaderSearch closes it when it starts a navigation (its links and form, back
  // and forward). Without JavaScript the button's popovertarget opens it.
  const openSearch = (event: MouseEvent<HTMLButtonElement>) => {
    const panel = document.getElementById(MOBILE_SEARCH_ID);
    if (!panel) return;
    event.preventDefault();
    if (!panel.matches(':popover-open')) panel.showPopover();
    panel.querySelector('input')?.focus();
  };

  return (
    <header
      className={compact ? 'site-header site-header--compact' : 'site-header'}
      data-compact={compact ? 'true' : 'false'}
    >
      {/* Its session: the account lookup below (who is looking) has answered. */}
      <AppBanner disabled={appBannerDisabled} sessionReady={lookupPhase === 'done'} />
      {/* The slot keeps the bar's height in the page while the bar is fixed: no layout shift. */}
      <div className="site-header__bar-slot" ref={barSlot}>
        <div className="site-header__bar">
          <div className="site-header__inner container">
            <button
              type="button"
              className="site-header__icon-button site-header__menu-button"
              popoverTarget={MOBILE_DRAWER_ID}
              aria-label="Abrir menu"
            >
              <Icon name="menu" />
            </button>
            <Logo store={store} />
            {/* The bar's search on a desktop; the panel under the bar on a phone (ADR 0044). */}
            <HeaderSearch
              id="busca"
              popoverId={MOBILE_SEARCH_ID}
              store={store}
              className="site-header__search"
              defaultValue={currentSearch}
              overlay
            />
            <div className="site-header__actions">
              <button
                type="button"
                className="site-header__icon-button site-header__search-button"
                popoverTarget={MOBILE_SEARCH_ID}
                onClick={openSearch}
                aria-label="Pesquisar"
              >
                <Icon name="search" />
              </button>
              {userMenuHidden ? null : (
                <div className="site-header__account">
                  <AccountBlock state={account} signInHref={signInHref} lookupPhase={lookupPhase} />
                </div>
              )}
              <WineboxButton store={store} count={cartCount} />
            </div>
          </div>
        </div>
      </div>
      <DesktopNav nav={nav} banners={submenuBanners} panels={menuPanels} onWake={wakeMenuPanels} />
      <MobileDrawer
        nav={nav}
        sections={menuPanels}
        onWake={wakeMenuPanels}
        barGourmet={barGourmetMenu ? barGourmetSection(store) : null}
        account={userMenuHidden ? null : <DrawerAccount state={account} signInHref={signInHref} />}
        alerts={<DrawerAlerts />}
        winebox={<DrawerWinebox />}
        notifications={
          userMenuHidden ? null : (
            <DrawerNotifications logged={account.status === 'logged'} signInHref={signInHref} />
          )
        }
      />
    </header>
  );
}
