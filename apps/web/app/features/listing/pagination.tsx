import './listing.css';

/**
 * Pagination links (SPEC §2 'cVINHOS-p1.html' pattern: the page number is in the URL the domain
 * builds). Shows first, last, and two pages around the current one. The arrows and the gap's
 * ellipsis come from listing.css: the server's markup keeps to Latin-1 (ADR 0041).
 */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const pages = new Set<number>([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label="Paginação">
      <ul>
        <li>
          {page > 1 ? (
            <a className="pagination__prev" href={hrefOf(page - 1)} rel="prev">
              Anterior
            </a>
          ) : (
            <span className="pagination__prev pagination__disabled" aria-disabled="true">
              Anterior
            </span>
          )}
        </li>
        {sorted.map((n, index) => (
          <li key={n}>
            {index > 0 && n - (sorted[index - 1] ?? n) > 1 && (
              <span className="pagination__gap" aria-hidden="true" />
            )}
            {n === page ? (
              <span className="pagination__current" aria-current="page">
                <span className="visually-hidden">Página </span>
                {n}
              </span>
            ) : (
              <a href={hrefOf(n)} aria-label={`Página ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <a className="pagination__next" href={hrefOf(page + 1)} rel="next">
              Próxima
            </a>
          ) : (
            <span className="pagination__next pagination__disabled" aria-disabled="true">
              Próxima
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
