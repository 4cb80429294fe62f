/**
 * The frame of my account (SPEC §2 /minha-wine and its pages /minha-wine/clubew,
 * /minha-wine/indique): the title and greeting, the navigation between the sections and pages
 * with the current one marked, 'Sair', and the open part under its heading. The account's field
 * look (FieldLook 'account') holds for everything inside.
 */
import { track } from '../../lib/tracking';
import { useState, type ReactNode, type Ref } from 'react';
import { ROUTES } from '@adega/domain/urls';
import { RequestError } from '../../lib/rpc';
import { FieldLook } from '../../components/ui/fields';
import { useNotify } from '../../components/ui/toast';
import { accountApi, errorMessage } from './account-api';
import { ACCOUNT_NAV, type AccountPageId, type AccountSectionId } from './sections';
import './account.css';

export function AccountLayout({
  firstName,
  current,
  title,
  intro,
  headingRef,
  children,
}: {
  firstName: string;
  current: AccountSectionId | AccountPageId;
  title: string;
  intro: string;
  /** The section heading, which receives focus after a change of section. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <FieldLook value="account">
      <div className="container acc-page">
        <header className="acc-page__header">
          <h1 className="acc-page__title">Minha conta</h1>
          <p className="acc-page__greeting">Olá, {firstName}!</p>
        </header>
        <div className="acc-layout">
          <nav className="acc-nav" aria-label="Seções da minha conta">
            <ul className="acc-nav__list">
              {ACCOUNT_NAV.map((item) => (
                <li key={item.id}>
                  <a
                    className="acc-nav__link pill-link"
                    href={item.href}
                    aria-current={item.id === current ? 'page' : undefined}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
            <SignOutButton />
          </nav>
          <section className="acc-section" aria-labelledby="secao-titulo">
            <h2 id="secao-titulo" className="acc-section__title" ref={headingRef} tabIndex={-1}>
              {title}
            </h2>
            <p className="acc-section__intro">{intro}</p>
            {children}
          </section>
        </div>
      </div>
    </FieldLook>
  );
}

function SignOutButton() {
  const toast = useNotify();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await accountApi.signOut();
    } catch (error) {
      // A session that had already ended (401) is as signed out as it gets.
      if (!(error instanceof RequestError && error.status === 401)) {
        setLeaving(false);
        toast(errorMessage(error), 'error');
        return;
      }
    }
    // Recorded by the server; the page's data layer hears of it too.
    track('logout');
    // A whole page load, so that the header renders without the session.
    window.location.assign(ROUTES.home);
  };
  return (
    <button
      type="button"
      className="acc-nav__signout"
      disabled={leaving}
      onClick={() => void signOut()}
    >
      {leaving ? 'Saindo…' : 'Sair'}
    </button>
  );
}
