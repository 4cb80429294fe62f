/**
 * The seed's banner artwork (issue #18 part C): simple SVGs generated here, no network. Each
 * design has a position (its sizes), a headline, a line of text and two colours.
 */
import { BANNER_SIZES, type BannerPosition } from '@adega/domain/banners/banners';

export interface BannerDesign {
  position: BannerPosition;
  title: string;
  text: string;
  from: string;
  to: string;
}

export const BANNER_IMAGE_NAME = /^([a-z0-9-]{1,60})-(desktop|mobile)\.svg$/;

export const BANNER_DESIGNS: Record<string, BannerDesign> = {
  'carrossel-tintos': {
    position: 'CAROUSEL_HOME',
    title: 'Semana dos tintos',
    text: 'Até 40% off em rótulos selecionados',
    from: '#5a0f24',
    to: '#a0324f',
  },
  'carrossel-espumantes': {
    position: 'CAROUSEL_HOME',
    title: 'Espumantes para celebrar',
    text: 'Brindes a partir de R$ 49,90',
    from: '#6b5a1e',
    to: '#c9a94a',
  },
  'carrossel-clube': {
    position: 'CAROUSEL_HOME',
    title: 'Clube Wine',
    text: 'Preço de sócio em toda a loja',
    from: '#1f3a4d',
    to: '#3f7896',
  },
  'carrossel-socios': {
    position: 'CAROUSEL_HOME',
    title: 'Sócio, esta é para você',
    text: 'Frete grátis na sua próxima WineBox',
    from: '#2d1b3d',
    to: '#6a3f8a',
  },
  'faixa-frete': {
    position: 'BANNER_HOME',
    title: 'Frete grátis acima de R$ 299',
    text: 'Para todo o Brasil',
    from: '#1d4a3a',
    to: '#3c8a6d',
  },
  'hotsite-socios': {
    position: 'HOTSITE_PAGE_BANNER',
    title: 'Seleção do sócio',
    text: 'Rótulos escolhidos para o Clube',
    from: '#2d1b3d',
    to: '#7b1e3a',
  },
  'hotsite-visitantes': {
    position: 'HOTSITE_PAGE_BANNER',
    title: 'Primeira compra?',
    text: 'Comece pelos mais bem avaliados',
    from: '#7b1e3a',
    to: '#c2546f',
  },
  'menu-kits': {
    position: 'SUBMENU',
    title: 'Kits da semana',
    text: 'Mais em conta por garrafa',
    from: '#5a0f24',
    to: '#8f2a45',
  },
  'ofertas-relampago': {
    position: 'OFERTAS',
    title: 'Ofertas relâmpago',
    text: 'Descontos que mudam todo dia',
    from: '#8a3b12',
    to: '#d4772f',
  },
  'vinhos-mundo': {
    position: 'VINHOS',
    title: 'Vinhos do mundo inteiro',
    text: 'Mais de 20 países na sua taça',
    from: '#3d1f2a',
    to: '#7b1e3a',
  },
  'bar-gourmet': {
    position: 'BAR_GOURMET',
    title: 'Bar e gourmet',
    text: 'Taças, saca-rolhas e harmonizações',
    from: '#2e2e2e',
    to: '#5e5e5e',
  },
  'clube-box': {
    position: 'CLUBE',
    title: 'Sua WineBox todo mês',
    text: 'Escolha o plano e receba em casa',
    from: '#1f3a4d',
    to: '#7b1e3a',
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The SVG of a design in one variant, or null for an unknown design. */
export function bannerSvg(name: string, variant: 'desktop' | 'mobile'): string | null {
  const design = BANNER_DESIGNS[name];
  if (!design) return null;
  const { width, height } = BANNER_SIZES[design.position][variant];
  const big = Math.round(Math.min(width / 14, height / 4.5));
  const small = Math.round(big * 0.5);
  const x = Math.round(width * 0.08);
  const y = Math.round(height / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.5)}" r="${Math.round(height * 0.38)}" fill="#ffffff" fill-opacity="0.08"/>
<text x="${x}" y="${y}" font-family="Georgia, serif" font-size="${big}" font-weight="700" fill="#ffffff">${escape(design.title)}</text>
<text x="${x}" y="${y + Math.round(small * 1.8)}" font-family="Arial, sans-serif" font-size="${small}" fill="#ffffff" fill-opacity="0.9">${escape(design.text)}</text>
</svg>`;
}
