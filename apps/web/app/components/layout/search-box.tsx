import type { KeyboardEvent, ReactNode } from 'react';
import { searchUrl } from '@adega/domain/urls';
import { Icon } from '../ui/icon';
import './search-box.css';

/** SPEC §2: results live at '/search.ep?keyWords='; the form posts there natively (GET). */
const searchTarget = new URL(searchUrl(''), 'http://localhost');
const SEARCH_ACTION = searchTarget.pathname;
const SEARCH_PARAM = [...searchTarget.searchParams.keys()][0] ?? 'keyWords';

export interface SearchBoxProps {
  /** Unique prefix for ids (the header renders a desktop and a mobile instance). */
  id: string;
  defaultValue?: string;
  /** Seam for the autocomplete issue: called with the text as it is typed. */
  onQueryChange?: (query: string) => void;
  /** Seam for the autocomplete issue: the 'Sugestões encontradas' panel, rendered under the input. */
  suggestions?: ReactNode;
  className?: string;
}

/**
 * Search box (SPEC §2 "Widgets"): placeholder 'Pesquisar', helper 'aperte enter para buscar'.
 * Enter submits the GET form natively (works before JS loads); Esc blurs.
 */
export function SearchBox({
  id,
  defaultValue,
  onQueryChange,
  suggestions,
  className,
}: SearchBoxProps) {
  const inputId = `${id}-input`;
  const helperId = `${id}-helper`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // Keep the text: a type=search field would otherwise clear itself on Esc.
    event.preventDefault();
    event.currentTarget.blur();
  };
  return (
    <form
      role="search"
      method="get"
      action={SEARCH_ACTION}
      className={className ? `search-box ${className}` : 'search-box'}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Pesquisar produtos
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        name={SEARCH_PARAM}
        placeholder="Pesquisar"
        defaultValue={defaultValue}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={helperId}
        onKeyDown={onKeyDown}
        onChange={onQueryChange ? (event) => onQueryChange(event.currentTarget.value) : undefined}
      />
      <button type="submit" className="search-box__submit" aria-label="Buscar">
        <Icon name="search-field" />
      </button>
      <p id={helperId} className="search-box__helper">
        aperte enter para buscar
      </p>
      {suggestions}
    </form>
  );
}
