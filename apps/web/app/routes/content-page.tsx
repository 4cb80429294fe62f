/**
 * The store's fixed-text pages (the policies, 'Entenda o Outlet', the stores and the help centre),
 * one route fed by data: each path has its SEO title and description and the component with its
 * text.
 */
import type { ComponentType } from 'react';
import { data as response } from 'react-router';
import type { Store } from '@adega/domain/store';
import { isFeatureVisible } from '@adega/domain/roles';
import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/content-page';
import { CookiePolicyPage, PrivacyPolicyPage } from '../features/consent';
import { HelpPage, OutletExplainerPage, StoresPage } from '../features/content';
import { seo, siteNameOf } from '../lib/seo';
import '../components/layout/content.css';
import '../features/consent/consent.css';

interface ContentPage {
  title: string;
  description: string;
  Page: ComponentType<{ store: Store }>;
  /** A page one store does not have (the outlet has no physical stores, SPEC §6): 404 there. */
  feature?: 'physicalStores';
}

const PAGES: Readonly<Record<string, ContentPage>> = {
  [ROUTES.outletExplainer]: {
    title: 'Entenda o Outlet',
    description:
      'O que é o Outlet da Adega, por que os preços são menores, por que não há preço de sócio, onde estão as cervejas e os acessórios e como funciona a entrega.',
    Page: OutletExplainerPage,
  },
  [ROUTES.privacyPolicy]: {
    title: 'Política de privacidade',
    description:
      'Como a Adega trata seus dados pessoais segundo a LGPD: dados coletados, finalidades, bases legais, compartilhamento, prazos e como exercer seus direitos.',
    Page: PrivacyPolicyPage,
  },
  [ROUTES.cookiePolicy]: {
    title: 'Política de cookies',
    description:
      'Os cookies que a Adega usa, para que servem, por quanto tempo ficam no seu navegador e como mudar a sua escolha.',
    Page: CookiePolicyPage,
  },
  [ROUTES.physicalStores]: {
    title: 'Lojas físicas',
    description:
      'Endereços, horários e telefones das lojas da Adega em São Paulo, Rio de Janeiro, Belo Horizonte e Curitiba.',
    Page: StoresPage,
    feature: 'physicalStores',
  },
  [ROUTES.help]: {
    title: 'Central de ajuda',
    description:
      'Dúvidas sobre pedidos, pagamentos, entrega, Clube Wine, trocas e devoluções e privacidade, e como falar com o atendimento da Adega.',
    Page: HelpPage,
  },
};

export async function loader({ context, url }: Route.LoaderArgs) {
  // routes.ts maps exactly the paths of PAGES here (a trailing slash aside).
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const page = PAGES[path];
  if (!page || (page.feature && !isFeatureVisible(page.feature, context.store))) {
    throw response('Não encontrado', { status: 404 });
  }
  return { origin: context.origin, store: context.store, path };
}

export function meta({ data }: Route.MetaArgs) {
  const page = data ? PAGES[data.path] : undefined;
  if (!data || !page) return [];
  return seo({
    origin: data.origin,
    path: data.path,
    siteName: siteNameOf(data.store),
    title: page.title,
    description: page.description,
  });
}

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  const page = PAGES[loaderData.path];
  return page ? <page.Page store={loaderData.store} /> : null;
}
