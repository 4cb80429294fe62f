import { data as response } from 'react-router';
import { isFeatureVisible } from '@adega/domain/roles';
import { storePageLinks } from '@adega/domain/catalogue-links';
import { allWinesUrl, ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/winebox-do-seu-jeito';
import { seo } from '../lib/seo';
import { LinkList } from '../components/layout/link-lists';
import { Hero, PageSection, Steps } from '../components/layout/content-blocks';
import { PageTrail } from '../components/layout/page-trail';
import { CustomBoxMember } from '../features/club';
import '../features/club/club.css';
import '../components/layout/content.css';

export async function loader({ context }: Route.LoaderArgs) {
  // The custom box belongs to the club menu, which the outlet hides (SPEC §6).
  if (!isFeatureVisible('clubMenu', context.store))
    throw response('Não encontrado', { status: 404 });
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seo({
    origin: data.origin,
    path: ROUTES.customBox,
    title: 'WineBox do seu jeito',
    description:
      'Monte a sua caixa de vinhos escolhendo garrafa por garrafa: misture tipos, uvas e países, ou comece por um kit pronto com preço por garrafa.',
  });
}

const STEPS = [
  {
    title: 'Escolha por onde começar',
    text: 'Pelo tipo de vinho, pela uva, pelo país ou pela faixa de preço. Os filtros se combinam.',
  },
  {
    title: 'Separe as garrafas',
    text: 'Abra cada vinho para ver avaliações, prêmios, uvas e região antes de decidir.',
  },
  {
    title: 'Confira a WineBox',
    text: 'O ícone da WineBox no topo da página mostra quantos itens você já escolheu.',
  },
];

export default function WineboxDoSeuJeito() {
  // The custom box is a Wine page (its loader answers 404 in the outlet).
  const links = storePageLinks('WINE');
  return (
    <>
      <Hero
        headingId="winebox-titulo"
        eyebrow="Clube Wine"
        title="WineBox do seu jeito"
        text="A WineBox é a sua caixa de compras. Do seu jeito, você escolhe cada garrafa: misture tintos, brancos e espumantes, de uvas e países diferentes, na quantidade que quiser."
        actions={[
          { label: 'Começar pelos vinhos', href: allWinesUrl() },
          { label: 'Ver kits prontos', href: allWinesUrl('kits') },
        ]}
      />

      <div className="container page">
        <PageTrail
          parents={[{ label: 'Clube Wine', href: ROUTES.club }]}
          current="WineBox do seu jeito"
        />

        {/* Issue #15: a member chooses the next box here; the rest of the page is for everyone. */}
        <CustomBoxMember />

        <PageSection headingId="passos-titulo" title="Como montar a sua caixa">
          <Steps steps={STEPS} />
        </PageSection>

        <PageSection headingId="tipo-titulo" title="Misture tipos">
          <LinkList links={links.types} />
        </PageSection>

        <PageSection headingId="pais-titulo" title="Viaje por países">
          <LinkList links={links.countries} />
        </PageSection>

        <PageSection headingId="preco-titulo" title="Defina o orçamento por garrafa">
          <LinkList links={links.priceBands} />
        </PageSection>

        <PageSection headingId="kits-titulo" title="Prefere uma caixa pronta?" callout>
          <p>Os kits já vêm montados e mostram quanto sai cada garrafa.</p>
          <LinkList links={links.kits} />
        </PageSection>
      </div>
    </>
  );
}
