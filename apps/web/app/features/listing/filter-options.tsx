import type { ReactNode } from 'react';
import type { FacetValue } from '@adega/server/contract';
import { COUNTRIES, GRAPES, PRICE_BANDS, WINE_TYPES } from '@adega/domain/urls';

/** One filter group's option as a link with its count: shared by listing and search panels. */
export interface FilterOption {
  value: string;
  label: string;
  count: number | null;
  selected: boolean;
  href: string;
}

/** A group of the filters panel; `focus` names its heading (`filtro-<focus>`). */
export interface FilterGroup {
  focus: string;
  title: string;
  /** 'check' for multi-select groups, 'radio' for single-choice ones (CSS modifier). */
  kind: 'check' | 'radio';
  options: FilterOption[];
}

export type WineFacetKey = 'types' | 'grapes' | 'countries';

/** What the wine filters have selected, in the listing's or the search's query. */
export interface WineFilterSelection {
  types: readonly string[];
  grapes: readonly string[];
  countries: readonly string[];
  priceBand: string | null;
}

/** A facet's product counts by value slug (the labels come from the domain's vocabularies). */
export type FacetCounts = Readonly<Record<string, number>>;

export interface WineFacets {
  wineTypes: FacetCounts;
  grapes: FacetCounts;
  countries: FacetCounts;
}

/**
 * The facets as the filters read them: a count per value. A page's data carries these instead
 * of the service's `{ value, label, count }` list, whose labels the filters never show: a third
 * of the values React Router encodes for a listing's hydration (ADR 0042).
 */
export function facetCounts(facets: {
  wineTypes: readonly FacetValue[];
  grapes: readonly FacetValue[];
  countries: readonly FacetValue[];
}): WineFacets {
  const counts = (values: readonly FacetValue[]): FacetCounts =>
    Object.fromEntries(values.map((v) => [v.value, v.count]));
  return {
    wineTypes: counts(facets.wineTypes),
    grapes: counts(facets.grapes),
    countries: counts(facets.countries),
  };
}

/** A listing's or search's page data with facet counts (`facetCounts`). */
export type WithFacetCounts<T> = Omit<T, 'facets'> & { facets: WineFacets };

export function withFacetCounts<T extends { facets: Parameters<typeof facetCounts>[0] }>(
  page: T,
): WithFacetCounts<T> {
  return { ...page, facets: facetCounts(page.facets) };
}

/**
 * The wine filter groups (price band, type, grape, country), with counts from the facets; a
 * facet's option is shown while selected or while it has products. `hrefs` builds each link.
 */
export function wineFilterGroups(
  selection: WineFilterSelection,
  facets: WineFacets,
  hrefs: {
    facet: (key: WineFacetKey, slug: string) => string;
    priceBand: (slug: string) => string;
  },
): FilterGroup[] {
  const facetOptions = (
    key: WineFacetKey,
    vocabulary: readonly { slug: string; label: string }[],
    counts: FacetCounts,
  ): FilterOption[] =>
    vocabulary
      .map((item) => ({
        value: item.slug,
        label: item.label,
        count: counts[item.slug] ?? 0,
        selected: selection[key].includes(item.slug),
        href: hrefs.facet(key, item.slug),
      }))
      .filter((option) => option.selected || option.count > 0);

  return [
    {
      focus: 'preco',
      title: 'Preço',
      kind: 'radio',
      options: PRICE_BANDS.map((band) => ({
        value: band.slug,
        label: band.label,
        count: null,
        selected: selection.priceBand === band.slug,
        href: hrefs.priceBand(band.slug),
      })),
    },
    {
      focus: 'tipo',
      title: 'Tipo',
      kind: 'check',
      options: facetOptions('types', WINE_TYPES, facets.wineTypes),
    },
    {
      focus: 'uva',
      title: 'Uva',
      kind: 'check',
      options: facetOptions('grapes', GRAPES, facets.grapes),
    },
    {
      focus: 'pais',
      title: 'País',
      kind: 'check',
      options: facetOptions('countries', COUNTRIES, facets.countries),
    },
  ];
}

/**
 * An option's accessible name: its label first (the visible text), then whether it is selected
 * and how many products it has. One attribute instead of three visually hidden spans per option
 * (ADR 0042); the box is the option's ::before.
 */
export function optionName(option: Pick<FilterOption, 'label' | 'count' | 'selected'>): string {
  const selected = option.selected ? ' (selecionado)' : '';
  return option.count === null
    ? `${option.label}${selected}`
    : `${option.label}${selected}, ${option.count} ${option.count === 1 ? 'produto' : 'produtos'}`;
}

export function FilterOptions({
  kind,
  options,
  emptyText,
}: {
  kind: FilterGroup['kind'];
  options: FilterOption[];
  emptyText: string;
}) {
  if (options.length === 0) return <p className="filters__none">{emptyText}</p>;
  // The list says what its options are (ADR 0043): the links carry no class but their state.
  return (
    <ul className={`filters__options filters__options--${kind}`}>
      {options.map((option) => {
        const name = optionName(option);
        return (
          <li key={option.value}>
            <a
              href={option.href}
              className={option.selected ? 'is-selected' : undefined}
              aria-current={option.selected ? 'true' : undefined}
              // The visible text is the whole name of an option without count nor selection.
              aria-label={name === option.label ? undefined : name}
              rel="nofollow"
            >
              {option.label}
              {option.count !== null && <span>{option.count}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export interface FilterPanelProps {
  groups: FilterGroup[];
  /** open-filters=true: the panel starts open on small screens (with a 'Fechar filtros' link). */
  open: boolean;
  closeHref: string;
  /** The 'Limpar filtros' link while a filter is active, else null. */
  clearHref: string | null;
  emptyText: string;
  /** The group named by filter-focus (highlighted); its headings take the focus when set. */
  focus?: string | null;
  /** Headings reachable by script focus (tabIndex -1), for filter-focus. */
  focusableHeadings?: boolean;
  /** Groups after the wine filters (the listing's kits). */
  children?: ReactNode;
}

/** The filters panel's frame: title, close and clear links, then one section per group. */
export function FilterPanel({
  groups,
  open,
  closeHref,
  clearHref,
  emptyText,
  focus = null,
  focusableHeadings = false,
  children,
}: FilterPanelProps) {
  return (
    <aside
      className={`filters${open ? ' filters--open' : ''}`}
      id="filtros"
      aria-labelledby="filtros-titulo"
    >
      <div className="filters__header">
        <h2 id="filtros-titulo" className="filters__title">
          Filtros
        </h2>
        {open && (
          <a className="filters__close" href={closeHref}>
            Fechar filtros
          </a>
        )}
      </div>
      {clearHref !== null && (
        <a className="filters__clear" href={clearHref}>
          Limpar filtros
        </a>
      )}
      {groups.map((group) => (
        <FilterSection
          key={group.focus}
          id={group.focus}
          title={group.title}
          focused={focus === group.focus}
          focusable={focusableHeadings}
        >
          <FilterOptions kind={group.kind} options={group.options} emptyText={emptyText} />
        </FilterSection>
      ))}
      {children}
    </aside>
  );
}

/** One section of the panel, labelled by its heading `filtro-<id>`. */
export function FilterSection({
  id,
  title,
  focused,
  focusable,
  children,
}: {
  id: string;
  title: string;
  focused: boolean;
  focusable: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`filters__group${focused ? ' filters__group--focus' : ''}`}
      aria-labelledby={`filtro-${id}`}
    >
      <h3
        className="filters__group-title"
        id={`filtro-${id}`}
        tabIndex={focusable ? -1 : undefined}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}
