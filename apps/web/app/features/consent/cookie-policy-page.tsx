/**
 * `/politica-de-cookies` (issue #17): every cookie and browser storage entry the store writes,
 * with its purpose, category and lifetime, the categories of the consent dialog and how to change
 * the choice. The names come from where they are defined (domain, server), so the table cannot
 * drift from the code by a rename.
 */
import { PageTitle } from '../../components/layout/page-trail';
import {
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY_TEXTS,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  COOKIE_MODAL_DISMISSED_COOKIE,
  COOKIE_MODAL_NEXT_LAUNCH_KEY,
  LEGAL_AGE_COOKIE,
  VISITOR_COOKIE,
  VISITOR_COOKIE_DAYS,
} from '@adega/domain/consent/consent';
import { LEGAL_AGE_COOKIE_DAYS, MODAL_DISMISSED_COOKIE_DAYS } from '@adega/domain/constants';
import { HAS_PRIME_ON_CART_STORAGE_KEY } from '@adega/domain/pricing/prime-toggle';
import { ROUTES } from '@adega/domain/urls';
import { CSRF_COOKIE } from '../../lib/rpc';
import { openConsentDialog } from './consent-store';
import { LegalTable, type LegalColumn } from './legal-table';

export interface CookieRow {
  name: string;
  purpose: string;
  category: string;
  lifetime: string;
}

const ESSENTIAL = CONSENT_CATEGORY_TEXTS.Essential.title;

/** The cookies set by the store (server or page); all first-party. */
export const STORE_COOKIES: readonly CookieRow[] = [
  {
    name: 'adega_sid',
    purpose: 'Mantém você conectado à sua conta (sessão de login).',
    category: ESSENTIAL,
    lifetime: '30 dias',
  },
  {
    name: CSRF_COOKIE,
    purpose: 'Protege os formulários contra requisições forjadas por outros sites (CSRF).',
    category: ESSENTIAL,
    lifetime: '30 dias',
  },
  {
    name: 'adega_cart',
    purpose: 'Guarda a WineBox (carrinho) de quem ainda não entrou na conta.',
    category: ESSENTIAL,
    lifetime: '30 dias',
  },
  {
    name: LEGAL_AGE_COOKIE,
    purpose: 'Lembra que você confirmou ter mais de 18 anos.',
    category: ESSENTIAL,
    lifetime: `${String(LEGAL_AGE_COOKIE_DAYS)} dias (10 anos)`,
  },
  {
    name: CONSENT_COOKIE,
    purpose: 'Guarda a sua escolha de cookies, para a loja respeitá-la em cada página.',
    category: ESSENTIAL,
    lifetime: `${String(CONSENT_COOKIE_DAYS)} dias`,
  },
  {
    name: VISITOR_COOKIE,
    purpose:
      'Identificador aleatório deste navegador: registra a prova do seu consentimento e, com ele, liga a escolha feita antes do login à sua conta.',
    category: ESSENTIAL,
    lifetime: `${String(VISITOR_COOKIE_DAYS)} dias`,
  },
  {
    name: COOKIE_MODAL_DISMISSED_COOKIE,
    purpose: 'Lembra que você fechou o aviso de cookies, para não mostrá-lo de novo.',
    category: ESSENTIAL,
    lifetime: `${String(MODAL_DISMISSED_COOKIE_DAYS)} dias`,
  },
];

/** What the page keeps in the browser's storage (not cookies, listed for transparency). */
export const STORE_STORAGE: readonly CookieRow[] = [
  {
    name: COOKIE_MODAL_NEXT_LAUNCH_KEY,
    purpose: 'Quando mostrar o aviso de cookies nesta visita.',
    category: ESSENTIAL,
    lifetime: 'Até fechar a aba',
  },
  {
    name: 'adega:indicacao',
    purpose: 'O código de indicação do link de um amigo, até o cadastro.',
    category: ESSENTIAL,
    lifetime: 'Até fechar a aba',
  },
  {
    name: HAS_PRIME_ON_CART_STORAGE_KEY,
    purpose: 'Lembra se a assinatura Premium está na WineBox.',
    category: ESSENTIAL,
    lifetime: 'Até você limpar os dados do navegador',
  },
];

const COOKIE_COLUMNS: readonly LegalColumn<CookieRow>[] = [
  { label: 'Nome', cell: (row) => <code>{row.name}</code> },
  { label: 'Para que serve', cell: (row) => row.purpose },
  { label: 'Categoria', cell: (row) => row.category },
  { label: 'Duração', cell: (row) => row.lifetime },
];

function CookieTable({ caption, rows }: { caption: string; rows: readonly CookieRow[] }) {
  return (
    <LegalTable caption={caption} columns={COOKIE_COLUMNS} rows={rows} rowKey={(row) => row.name} />
  );
}

export function CookiePolicyPage() {
  return (
    <div className="container page legal-page">
      <PageTitle title="Política de cookies" />
      <p className="lead">
        Cookies são pequenos arquivos que o site guarda no seu navegador. Usamos os essenciais para
        a loja funcionar; os demais, só se você permitir.
      </p>

      <section className="page-section">
        <h2>Categorias</h2>
        <dl className="legal-categories">
          {CONSENT_CATEGORIES.map((category) => (
            <div key={category}>
              <dt>{CONSENT_CATEGORY_TEXTS[category].title}</dt>
              <dd>{CONSENT_CATEGORY_TEXTS[category].description}</dd>
            </div>
          ))}
        </dl>
        <p>
          As categorias de desempenho e de marketing começam desligadas. Com elas ligadas, o nosso
          servidor envia os eventos de navegação (páginas vistas, buscas, produtos adicionados) ao
          serviço de relacionamento com clientes e ao serviço de atribuição de mídia; esses serviços
          não gravam cookies próprios no seu navegador a partir da loja.
        </p>
      </section>

      <section className="page-section">
        <h2>Cookies que a loja grava</h2>
        <CookieTable caption="Cookies da Adega" rows={STORE_COOKIES} />
        <CookieTable caption="Armazenamento do navegador" rows={STORE_STORAGE} />
      </section>

      <section className="page-section">
        <h2>Como mudar a sua escolha</h2>
        <p>
          Use o botão abaixo (ou “Preferências de cookies”, no rodapé de qualquer página). Com
          conta, a escolha também fica em{' '}
          <a href={ROUTES.accountPrivacy}>Minha conta › Privacidade</a>, com o histórico de cada
          mudança. Você também pode apagar os cookies nas configurações do navegador; sem os
          essenciais, a loja pode não funcionar.
        </p>
        <button type="button" className="button" onClick={() => openConsentDialog('dialog')}>
          Preferências de cookies
        </button>
        <p>
          Dúvidas: veja a <a href={ROUTES.privacyPolicy}>Política de privacidade</a> ou escreva para
          privacidade@adega.example.
        </p>
      </section>
    </div>
  );
}
