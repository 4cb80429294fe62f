/**
 * My account (SPEC §2 /minha-wine): a navigation between the sections, which live in the URL hash
 * (`#/dados`, `#/pedidos`, `#/enderecos`, `#/cartoes`, `#/notificacoes`, `#/privacidade`) so that each is a
 * link, survives a reload and takes part in back/forward, and 'Sair'. Only the open section is
 * mounted: it loads its data when it opens, so it always shows what the server has now.
 */
import { useEffect, useRef, useState } from 'react';
import type { Store } from '@adega/domain/store';
import { ROUTES } from '@adega/domain/urls';
import { RequestError } from '../../lib/rpc';
import { accountApi, errorMessage } from './account-api';
import { AddressesSection } from './addresses-section';
import { CardsSection } from './cards-section';
import { NotificationsSection } from './notifications-section';
import { OrdersSection } from '../orders';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { ACCOUNT_SECTIONS, sectionHref, sectionLabel, type AccountSectionId } from './sections';
import { FieldLook } from '../../components/ui/fields';
import { useNotify } from '../../components/ui/toast';
import { useHashSection } from './use-hash-section';
import './account.css';

const SECTION_INTROS: Record<AccountSectionId, string> = {
  dados: 'Seus dados pessoais e o e-mail de acesso.',
  pedidos: 'Seus pedidos, o andamento de cada um e a opção de comprar de novo.',
  enderecos: 'Os endereços para entrega dos seus pedidos.',
  cartoes: 'Os cartões de crédito salvos para comprar mais rápido.',
  notificacoes: 'Escolha por quais canais quer receber ofertas, novidades e avisos.',
  privacidade: 'Seus consentimentos de uso de dados e o histórico de cada um.',
};

/**
 * Outcomes are toasts of the site's one toast system (components/ui/toast, mounted in root); the
 * fields are the form-field kit's account look.
 */
export function AccountPage({ firstName, store }: { firstName: string; store: Store }) {
  const section = useHashSection();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef<AccountSectionId | null>(null);

  // After a change of section (a click in the menu, back/forward), move focus to its heading so
  // that keyboard and screen-reader users land on the new content; not on the first render.
  useEffect(() => {
    if (previous.current !== null && previous.current !== section) {
      headingRef.current?.focus();
    }
    previous.current = section;
  }, [section]);

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
              {ACCOUNT_SECTIONS.map((item) => (
                <li key={item.id}>
                  <a
                    className="acc-nav__link"
                    href={sectionHref(item.id)}
                    aria-current={item.id === section ? 'page' : undefined}
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
              {sectionLabel(section)}
            </h2>
            <p className="acc-section__intro">{SECTION_INTROS[section]}</p>
            <SectionContent section={section} store={store} />
          </section>
        </div>
      </div>
    </FieldLook>
  );
}

function SectionContent({ section, store }: { section: AccountSectionId; store: Store }) {
  switch (section) {
    case 'dados':
      return <ProfileSection />;
    case 'pedidos':
      return <OrdersSection store={store} />;
    case 'enderecos':
      return <AddressesSection />;
    case 'cartoes':
      return <CardsSection />;
    case 'notificacoes':
      return <NotificationsSection />;
    case 'privacidade':
      return <PrivacySection />;
  }
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
