import { useState, type KeyboardEvent } from 'react';
import type { BannerDto } from '@adega/server/contract';
import { BannerLink } from '../banners/banner-picture';
import type { HeaderNav, MenuSection } from './menu';
import { Icon } from '../ui/icon';

/**
 * Desktop navigation (≥ 992 px): a horizontal bar whose club and store entries open panels on
 * hover and on keyboard focus (CSS :hover / :focus-within). Esc closes the open panel and returns
 * focus to its entry. The panels' content is rendered by the browser (`panels`, ADR 0036): when
 * idle after hydration, or at once on pointer or focus (`onWake`); before that the entries are
 * plain links to the club's and the store's pages.
 */
export function DesktopNav({
  nav,
  banners = [],
  panels = true,
  onWake,
}: {
  nav: HeaderNav;
  /** Issue #18: the SUBMENU banners, in the store panel. */
  banners?: readonly BannerDto[];
  /** The panels' content is rendered (false in the server's HTML). */
  panels?: boolean;
  /** The visitor reaches for the menu: render the panels now. */
  onWake?: () => void;
}) {
  const [dismissed, setDismissed] = useState<string | null>(null);

  const onKeyDown = (id: string) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    setDismissed(id);
    event.currentTarget.querySelector<HTMLAnchorElement>('.main-nav__entry')?.focus();
  };

  const panelItem = (section: MenuSection, panel: React.ReactNode, wide = false) => (
    <li
      key={section.id}
      className={`main-nav__item main-nav__item--panel${dismissed === section.id ? ' is-dismissed' : ''}`}
      onKeyDown={onKeyDown(section.id)}
      onMouseLeave={() => setDismissed(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(null);
      }}
    >
      <a href={section.href} className="main-nav__entry">
        {section.label}
        <Icon name="chevron" />
      </a>
      {panels ? (
        <div className={wide ? 'main-nav__panel main-nav__panel--wide' : 'main-nav__panel'}>
          {panel}
        </div>
      ) : null}
    </li>
  );

  return (
    <nav
      className="main-nav"
      aria-label="Menu principal"
      data-panels={panels ? 'ready' : undefined}
      onPointerEnter={onWake}
      onFocus={onWake}
    >
      <ul className="main-nav__list container">
        {nav.home ? (
          <li className="main-nav__item">
            <a href={nav.home.href} className="main-nav__entry">
              {nav.home.label}
            </a>
          </li>
        ) : null}
        {nav.club
          ? panelItem(
              nav.club,
              <ul className="main-nav__links">
                {nav.club.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>,
            )
          : null}
        {nav.store
          ? panelItem(
              nav.store,
              <div className="main-nav__columns">
                <div className="main-nav__column">
                  <a href={nav.store.href} className="main-nav__heading">
                    {nav.store.label}
                  </a>
                  <ul className="main-nav__links">
                    {nav.store.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                </div>
                {nav.storeColumns.map((column) => (
                  <div className="main-nav__column" key={column.id}>
                    <a href={column.href} className="main-nav__heading">
                      {column.label}
                    </a>
                    <ul className="main-nav__links">
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href}>{link.label}</a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
                {banners.length > 0 ? (
                  <div className="main-nav__column main-nav__banners" data-position="SUBMENU">
                    {banners.slice(0, 2).map((banner) => (
                      <BannerLink key={banner.id} banner={banner} />
                    ))}
                  </div>
                ) : null}
              </div>,
              true,
            )
          : null}
        {nav.links.map((section) => (
          <li className="main-nav__item" key={section.id}>
            <a href={section.href} className="main-nav__entry">
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
