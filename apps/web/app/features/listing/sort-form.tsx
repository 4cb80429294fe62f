import { LISTING_SORTS, type ListingSort } from '@adega/domain/urls';
import './listing.css';

/**
 * Sort as a GET form (works without JS: the 'Ordenar' button submits; with JS the select submits
 * on change). The domain's URLs carry the sort as ?ordem=…; `hidden` keeps the other parameters.
 */
export function SortForm({
  action,
  sort,
  hidden,
}: {
  /** Listing path, page 1, without search. */
  action: string;
  sort: ListingSort | null;
  hidden: Readonly<Record<string, string>>;
}) {
  const current = LISTING_SORTS.find((s) => s.value === sort)?.param ?? '';
  return (
    <form className="sort-form" method="get" action={action}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="ordem">Ordenar por</label>
      <select
        id="ordem"
        name="ordem"
        defaultValue={current}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">Relevância</option>
        {LISTING_SORTS.map((s) => (
          <option key={s.value} value={s.param}>
            {s.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">Ordenar</button>
      </noscript>
    </form>
  );
}
