import { ROUTES } from '@adega/domain/urls';

/** The trail and the title of a policy page (privacy, cookies). */
export function LegalHeader({ title }: { title: string }) {
  return (
    <>
      <nav aria-label="Trilha de navegação" className="breadcrumb">
        <ol>
          <li>
            <a href={ROUTES.home}>Início</a>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1>{title}</h1>
    </>
  );
}
