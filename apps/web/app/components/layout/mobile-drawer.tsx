import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { HeaderNav, MenuSection } from './menu';
import { Icon } from '../ui/icon';

export const MOBILE_DRAWER_ID = 'menu-celular';

function SectionLinks({
  section,
  entryLabel,
  full = true,
}: {
  section: MenuSection;
  entryLabel?: string;
  /** false: only the link to the section's own page (the server's HTML, ADR 0036). */
  full?: boolean;
}) {
  const entry = entryLabel ?? (full ? undefined : section.label);
  return (
    <ul className="drawer__links">
      {entry ? (
        <li>
          <a href={section.href}>{entry}</a>
        </li>
      ) : null}
      {(full ? section.links : []).map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Mobile drawer (< 992 px; SPEC §2 "Mobile drawer menu"). A native popover: the hamburger opens it
 * and Esc, the close button or a tap on the dimmed backdrop close it, all without JS. The club
 * and store sections collapse with <details>, and so do the WineBox dropdown and the
 * notifications (issue #34); the alert area sits under the account. It closes itself after a
 * client-side navigation.
 * The sections' links are rendered by the browser (`sections`, ADR 0036): when idle after
 * hydration or as the drawer opens (`onWake`); before that each section links to its own page.
 */
export function MobileDrawer({
  nav,
  account,
  alerts = null,
  winebox = null,
  notifications = null,
  barGourmet = null,
  sections = true,
  onWake,
}: {
  nav: HeaderNav;
  account: ReactNode;
  /** The alert area (drawer-winebox.tsx). */
  alerts?: ReactNode;
  /** The WineBox dropdown (drawer-winebox.tsx). */
  winebox?: ReactNode;
  /** The notifications section (drawer-notifications.tsx). */
  notifications?: ReactNode;
  /** The Bar & Gourmet section (flag `bar_and_gourmet_mobile_menu`); null: not shown. */
  barGourmet?: MenuSection | null;
  /** The sections' links are rendered (false in the server's HTML). */
  sections?: boolean;
  /** The drawer is opening: render the sections now. */
  onWake?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => {
    const drawer = ref.current;
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  }, [location.key]);

  useEffect(() => {
    const drawer = ref.current;
    if (!drawer || !onWake) return;
    drawer.addEventListener('beforetoggle', onWake);
    return () => drawer.removeEventListener('beforetoggle', onWake);
  }, [onWake]);

  return (
    <div
      id={MOBILE_DRAWER_ID}
      ref={ref}
      popover="auto"
      className="drawer"
      role="dialog"
      aria-label="Menu"
    >
      <div className="drawer__head">
        <span className="drawer__title">Menu</span>
        <button
          type="button"
          className="drawer__close"
          popoverTarget={MOBILE_DRAWER_ID}
          popoverTargetAction="hide"
          aria-label="Fechar menu"
        >
          <Icon name="close" />
        </button>
      </div>
      {account}
      {alerts}
      <nav aria-label="Menu principal" data-panels={sections ? 'ready' : undefined}>
        <ul className="drawer__menu">
          {nav.home ? (
            <li>
              <a href={nav.home.href} className="drawer__entry">
                {nav.home.label}
              </a>
            </li>
          ) : null}
          {winebox ? <li>{winebox}</li> : null}
          {nav.club ? (
            <DrawerSection label={nav.club.label}>
              <SectionLinks section={nav.club} full={sections} />
            </DrawerSection>
          ) : null}
          {nav.store ? (
            <DrawerSection label={nav.store.label}>
              <SectionLinks section={nav.store} entryLabel="Página da loja" full={sections} />
              {(sections ? nav.storeColumns : []).map((column) => (
                <details className="drawer__subsection" key={column.id}>
                  <summary>{column.label}</summary>
                  <SectionLinks
                    section={column}
                    entryLabel={
                      column.id === 'outros'
                        ? undefined
                        : `Filtrar por ${column.label.toLowerCase()}`
                    }
                  />
                </details>
              ))}
            </DrawerSection>
          ) : null}
          {barGourmet ? (
            <DrawerSection label={barGourmet.label} testId="menu-bar-gourmet">
              <SectionLinks section={barGourmet} full={sections} />
            </DrawerSection>
          ) : null}
          {nav.links.map((section) => (
            <li key={section.id}>
              <a href={section.href} className="drawer__entry">
                {section.label}
              </a>
            </li>
          ))}
          {notifications ? <li>{notifications}</li> : null}
        </ul>
      </nav>
    </div>
  );
}

/** An entry of the menu that opens onto its links. */
function DrawerSection({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <details className="drawer__section" data-testid={testId}>
        <summary className="drawer__entry">{label}</summary>
        {children}
      </details>
    </li>
  );
}
