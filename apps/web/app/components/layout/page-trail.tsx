import { ROUTES } from '@adega/domain/urls';

export interface TrailLink {
  label: string;
  href: string;
}

/** A content page's trail: Início, the pages above it, then the page itself (not a link). */
export function PageTrail({ parents = [], current }: { parents?: TrailLink[]; current: string }) {
  return (
    <nav aria-label="Trilha de navegação" className="breadcrumb">
      <ol>
        {[{ label: 'Início', href: ROUTES.home }, ...parents].map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** A content page's trail and title (its h1). */
export function PageTitle({ title }: { title: string }) {
  return (
    <>
      <PageTrail current={title} />
      <h1>{title}</h1>
    </>
  );
}
