import { data as response } from 'react-router';
import { KIT_SIZES } from '@adega/domain/constants';
import { isFeatureVisible } from '@adega/domain/roles';
import {
  allWinesUrl,
  COUNTRIES,
  countryUrl,
  kitUrl,
  PRICE_BANDS,
  priceBandUrl,
  ROUTES,
  WINE_TYPES,
  wineTypeUrl,
} from '@adega/domain/urls';
import type { Route } from './+types/winebox-do-seu-jeito';
import { seo } from '../lib/seo';
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

export default function WineboxDoSeuJeito() {
  return (
    <>
      <section className="hero" aria-labelledby="winebox-titulo">
        <div className="hero__inner container">
          <p className="hero__eyebrow">Clube Wine</p>
          <h1 id="winebox-titulo">WineBox do seu jeito</h1>
          <p className="hero__text">
            A WineBox é a sua caixa de compras. Do seu jeito, você escolhe cada garrafa: misture
            tintos, brancos e espumantes, de uvas e países diferentes, na quantidade que quiser.
          </p>
          <div className="hero__actions">
            <a href={allWinesUrl()} className="button button--light">
              Começar pelos vinhos
            </a>
            <a href={allWinesUrl('kits')} className="button button--ghost">
              Ver kits prontos
            </a>
          </div>
        </div>
      </section>

      <div className="container page">
        <nav aria-label="Trilha de navegação" className="breadcrumb">
          <ol>
            <li>
              <a href={ROUTES.home}>Início</a>
            </li>
            <li>
              <a href={ROUTES.club}>Clube Wine</a>
            </li>
            <li aria-current="page">WineBox do seu jeito</li>
          </ol>
        </nav>

        {/* Issue #15: a member chooses the next box here; the rest of the page is for everyone. */}
        <CustomBoxMember />

        <section className="page-section" aria-labelledby="passos-titulo">
          <h2 id="passos-titulo">Como montar a sua caixa</h2>
          <ol className="steps">
            <li>
              <h3>Escolha por onde começar</h3>
              <p>
                Pelo tipo de vinho, pela uva, pelo país ou pela faixa de preço. Os filtros se
                combinam.
              </p>
            </li>
            <li>
              <h3>Separe as garrafas</h3>
              <p>Abra cada vinho para ver avaliações, prêmios, uvas e região antes de decidir.</p>
            </li>
            <li>
              <h3>Confira a WineBox</h3>
              <p>O ícone da WineBox no topo da página mostra quantos itens você já escolheu.</p>
            </li>
          </ol>
        </section>

        <section className="page-section" aria-labelledby="tipo-titulo">
          <h2 id="tipo-titulo">Misture tipos</h2>
          <ul className="chips">
            {WINE_TYPES.map((type) => (
              <li key={type.slug}>
                <a href={wineTypeUrl(type.slug)} className="chip">
                  {type.label}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="page-section" aria-labelledby="pais-titulo">
          <h2 id="pais-titulo">Viaje por países</h2>
          <ul className="chips">
            {COUNTRIES.map((country) => (
              <li key={country.slug}>
                <a href={countryUrl(country.slug)} className="chip">
                  {country.label}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="page-section" aria-labelledby="preco-titulo">
          <h2 id="preco-titulo">Defina o orçamento por garrafa</h2>
          <ul className="chips">
            {PRICE_BANDS.map((band) => (
              <li key={band.slug}>
                <a href={priceBandUrl(band.slug)} className="chip">
                  {band.label}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="callout page-section" aria-labelledby="kits-titulo">
          <h2 id="kits-titulo">Prefere uma caixa pronta?</h2>
          <p>Os kits já vêm montados e mostram quanto sai cada garrafa.</p>
          <ul className="chips">
            {KIT_SIZES.map((size) => (
              <li key={size}>
                <a href={kitUrl(size)} className="chip">
                  Kit {size} vinhos
                </a>
              </li>
            ))}
            <li>
              <a href={ROUTES.easyKits} className="chip">
                Kits fáceis
              </a>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
