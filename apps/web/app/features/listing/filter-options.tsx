/** One filter group's options as links with counts: shared by listing and search filter panels. */
export interface FilterOption {
  value: string;
  label: string;
  count: number | null;
  selected: boolean;
  href: string;
}

export function FilterOptions({
  kind,
  options,
  emptyText,
}: {
  /** 'check' for multi-select groups, 'radio' for single-choice ones (CSS modifier). */
  kind: string;
  options: FilterOption[];
  emptyText: string;
}) {
  if (options.length === 0) return <p className="filters__none">{emptyText}</p>;
  return (
    <ul>
      {options.map((option) => (
        <li key={option.value}>
          <a
            href={option.href}
            className={`filters__option filters__option--${kind}${option.selected ? ' is-selected' : ''}`}
            aria-current={option.selected ? 'true' : undefined}
            rel="nofollow"
          >
            <span className="filters__box" aria-hidden="true" />
            <span className="filters__label">
              {option.label}
              {option.selected && <span className="visually-hidden"> (selecionado)</span>}
            </span>
            {option.count !== null && (
              <span className="filters__count">
                <span className="visually-hidden">, </span>
                {option.count}
                <span className="visually-hidden"> produtos</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
