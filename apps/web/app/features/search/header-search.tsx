import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { Store } from '@adega/domain/store';
import { isMemberPriceHidden } from '@adega/domain/roles';
import { SearchBox } from '../../components/layout/search-box';
import { AutocompletePanel } from './autocomplete-panel';
import { autocompleteAnnouncement, isPanelVisible } from './autocomplete-state';
import { useAutocomplete, type Loader } from './use-autocomplete';
import './autocomplete.css';

export interface HeaderSearchProps {
  /** Id prefix of the search box. */
  id: string;
  /**
   * The phone's search panel (ADR 0044): the box is also a popover with this id, opened by the
   * bar's search button below 992 px; on a desktop it sits in the bar (header.css).
   */
  popoverId?: string;
  store: Store;
  defaultValue?: string;
  /** Class of the wrapper (the header's layout). */
  className?: string;
  /** Subscribers see club prices first (SPEC §6). */
  subscriber?: boolean;
  /** Desktop: dim the page behind the open panel (SPEC §2 overlay). */
  overlay?: boolean;
  /** Replaces the findProducts RPC (tests). */
  load?: Loader;
}

function hidePopover(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/**
 * The header search box with its autocomplete (SPEC §2 search box and 'Sugestões encontradas',
 * §4, §8, §9). Without JS it is the plain GET form to /search.ep.
 */
export function HeaderSearch({
  id,
  store,
  defaultValue,
  className,
  popoverId,
  subscriber = false,
  overlay = false,
  load,
}: HeaderSearchProps) {
  const { state, onQueryChange, open, close } = useAutocomplete(load);
  const location = useLocation();
  const wrapper = useRef<HTMLDivElement>(null);
  const hideMemberPrice = isMemberPriceHidden({ store, query: location.search });
  const visible = isPanelVisible(state);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !wrapper.current?.contains(next)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'INPUT') return;
    if (event.key === 'Escape') close();
    if (event.key === 'ArrowDown' && visible) {
      const first = wrapper.current?.querySelector<HTMLAnchorElement>('.autocomplete__link');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  // The phone's panel closes when it starts a navigation: one of its links, its form, or back
  // and forward. From these events, not from the router's state: a quick navigation can go
  // loading → idle in one render, and closing after it could close the panel the customer has
  // just reopened on the new page (issue #33, the search test that failed now and then).
  const closePanel = () => {
    if (popoverId) hidePopover(wrapper.current);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) closePanel();
  };
  const onSubmit = () => {
    close();
    closePanel();
  };
  // The phone's panel opened by the search button before the page's JavaScript took over (the
  // button's popovertarget works without it) gets its field focused once the page is hydrated,
  // as the button's own click does after (the search test that failed under load, issue #33).
  useEffect(() => {
    const panel = wrapper.current;
    if (!popoverId || !panel) return;
    const focusField = () => {
      if (panel.matches(':popover-open') && !panel.contains(document.activeElement)) {
        panel.querySelector('input')?.focus();
      }
    };
    focusField();
    panel.addEventListener('toggle', focusField);
    return () => panel.removeEventListener('toggle', focusField);
  }, [popoverId]);
  useEffect(() => {
    if (!popoverId) return;
    const onPopState = () => hidePopover(wrapper.current);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [popoverId]);
  const escapeFromPanel = () => {
    close();
    (document.activeElement as HTMLElement | null)?.blur();
  };

  return (
    <div
      ref={wrapper}
      id={popoverId}
      popover={popoverId ? 'auto' : undefined}
      className={`header-search${visible ? ' is-open' : ''}${className ? ` ${className}` : ''}`}
      onFocus={open}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onSubmit={onSubmit}
    >
      <SearchBox
        id={id}
        defaultValue={defaultValue}
        onQueryChange={onQueryChange}
        suggestions={
          <>
            <p className="visually-hidden" role="status" aria-live="polite">
              {state.open ? autocompleteAnnouncement(state) : ''}
            </p>
            {visible && (
              <AutocompletePanel
                id={id}
                text={state.itemsText}
                items={state.items}
                subscriber={subscriber}
                hideMemberPrice={hideMemberPrice}
                onEscape={escapeFromPanel}
              />
            )}
          </>
        }
      />
      {overlay && visible && (
        <div className="header-search__overlay" aria-hidden="true" onClick={close} />
      )}
    </div>
  );
}
