import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { HeaderNav, MenuSection } from './menu';

export const MOBILE_DRAWER_ID = 'menu-celular';

function SectionLinks({ section, entryLabel }: { section: MenuSection; entryLabel?: string }) {
  return (
    <ul className="drawer__links">
      {entryLabel ? (
        <li>
          <a href={section.href}>{entryLabel}</a>
        </li>
      ) : null}
      {section.links.map((link) => (
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
 * and store sections collapse with <details>. It closes itself after a client-side navigation.
 */
export function MobileDrawer({
  nav,
  account,
  barGourmet = null,
}: {
  nav: HeaderNav;
  account: React.ReactNode;
  /** The Bar & Gourmet section (flag `bar_and_gourmet_mobile_menu`); null: not shown. */
  barGourmet?: MenuSection | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => {
    const drawer = ref.current;
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  }, [location.key]);

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
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="m6 6 12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {account}
      <nav aria-label="Menu principal">
        <ul className="drawer__menu">
          {nav.home ? (
            <li>
              <a href={nav.home.href} className="drawer__entry">
                {nav.home.label}
              </a>
            </li>
          ) : null}
          {nav.club ? (
            <li>
              <details className="drawer__section">
                <summary className="drawer__entry">{nav.club.label}</summary>
                <SectionLinks section={nav.club} />
              </details>
            </li>
          ) : null}
          {nav.store ? (
            <li>
              <details className="drawer__section">
                <summary className="drawer__entry">{nav.store.label}</summary>
                <SectionLinks section={nav.store} entryLabel="Página da loja" />
                {nav.storeColumns.map((column) => (
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
              </details>
            </li>
          ) : null}
          {barGourmet ? (
            <li>
              <details className="drawer__section" data-testid="menu-bar-gourmet">
                <summary className="drawer__entry">{barGourmet.label}</summary>
                <SectionLinks section={barGourmet} />
              </details>
            </li>
          ) : null}
          {nav.links.map((section) => (
            <li key={section.id}>
              <a href={section.href} className="drawer__entry">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
