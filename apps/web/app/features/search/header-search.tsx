import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
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
      onSubmit={close}
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
