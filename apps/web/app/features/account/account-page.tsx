/**
 * My account (SPEC §2 /minha-wine): a navigation between the sections, which live in the URL hash
 * (`#/dados`, `#/pedidos`, `#/enderecos`, `#/cartoes`, `#/notificacoes`, `#/privacidade`) so that each is a
 * link, survives a reload and takes part in back/forward, the pages of issue #15 (my
 * subscriptions, refer friends) and 'Sair' (the frame is AccountLayout). Only the open section is
 * mounted: it loads its data when it opens, so it always shows what the server has now.
 */
import { useEffect, useRef, type ComponentType } from 'react';
import type { Store } from '@adega/domain/store';
import { AddressesSection } from './addresses-section';
import { CardsSection } from './cards-section';
import { NotificationsSection } from './notifications-section';
import { OrdersSection } from '../orders';
import { FavouritesSection, WinelistsSection } from '../winelists';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { sectionLabel, type AccountSectionId } from './sections';
import { AccountLayout } from './account-layout';
import { useHashSection } from './use-hash-section';

const SECTION_INTROS: Record<AccountSectionId, string> = {
  dados: 'Seus dados pessoais e o e-mail de acesso.',
  pedidos: 'Seus pedidos, o andamento de cada um e a opção de comprar de novo.',
  enderecos: 'Os endereços para entrega dos seus pedidos.',
  cartoes: 'Os cartões de crédito salvos para comprar mais rápido.',
  favoritos: 'Os vinhos que você favoritou, para comprar quando quiser.',
  winelists: 'Suas listas de vinhos: crie, renomeie, compartilhe e compre de uma vez.',
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
    <AccountLayout
      firstName={firstName}
      current={section}
      title={sectionLabel(section)}
      intro={SECTION_INTROS[section]}
      headingRef={headingRef}
    >
      <SectionContent section={section} store={store} />
    </AccountLayout>
  );
}

/** The content of each section (the orders need the store). */
const SECTION_CONTENT: Record<AccountSectionId, ComponentType<{ store: Store }>> = {
  dados: ProfileSection,
  pedidos: OrdersSection,
  enderecos: AddressesSection,
  cartoes: CardsSection,
  favoritos: FavouritesSection,
  winelists: WinelistsSection,
  notificacoes: NotificationsSection,
  privacidade: PrivacySection,
};

function SectionContent({ section, store }: { section: AccountSectionId; store: Store }) {
  const Content = SECTION_CONTENT[section];
  return <Content store={store} />;
}
