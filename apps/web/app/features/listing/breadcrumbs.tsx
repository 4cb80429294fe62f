import type { Crumb } from '../../lib/listing';
import './listing.css';

/** Breadcrumb trail; the last crumb is the current page (aria-current). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Trilha de navegação">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.href}-${index}`}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <a href={crumb.href}>{crumb.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
