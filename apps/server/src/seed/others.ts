/**
 * Reference data of the non-wine categories (spirits, ciders, olive oils, magazines, gourmet,
 * beers, accessories) and the subscription products. Pure constants.
 */
import {
  BILLING_KINDS,
  BILLING_PLANS,
  CLUB_LINES,
  clubSku,
  periodPrice,
  type BillingKind,
} from '@adega/domain/club/plans';
import type { ProductCategory } from '../db/schema.ts';

export interface OtherOrigin {
  countryCode: string;
  countryName: string;
  brands: readonly string[];
}

export interface OtherLine {
  /** TIPO attribute (e.g. 'Gin', 'Azeite Extra Virgem', 'Cerveja'). */
  tipo: string;
  origins: readonly OtherOrigin[];
  variants: readonly string[];
  /** Price range in reais (sale price). */
  price: readonly [number, number];
  /** Volume options in ml (null for solids and paper). */
  volumes: readonly (number | null)[];
  /** Builds the product name. */
  name: (parts: { brand: string; variant: string; volume: number | null }) => string;
  descriptions: readonly string[];
}

export interface OtherCategory {
  category: ProductCategory;
  productType: string;
  /** Beers and accessories live only in the outlet (SPEC §2). */
  outletOnly: boolean;
  lines: readonly OtherLine[];
}

const ml = (volume: number | null): string => (volume ? ` ${volume} ml` : '');

export const OTHER_CATEGORIES: readonly OtherCategory[] = [
  {
    category: 'destilado',
    productType: 'Destilado',
    outletOnly: false,
    lines: [
      {
        tipo: 'Cachaça',
        origins: [
          {
            countryCode: 'brasil',
            countryName: 'Brasil',
            brands: [
              'Serra Limpa',
              'Weber Haus',
              'Anísio Santiago',
              'Yaguara',
              'Salinas',
              'Leblon',
            ],
          },
        ],
        variants: [
          'Prata',
          'Ouro',
          'Envelhecida 2 Anos',
          'Reserva Especial',
          'Amburana',
          'Bálsamo',
        ],
        price: [39, 289],
        volumes: [700, 750],
        name: ({ brand, variant, volume }) => `Cachaça ${brand} ${variant}${ml(volume)}`,
        descriptions: [
          'Cachaça artesanal de alambique, macia e aromática.',
          'Descansada em madeira brasileira, com notas de baunilha e especiarias.',
        ],
      },
      {
        tipo: 'Gin',
        origins: [
          {
            countryCode: 'inglaterra',
            countryName: 'Inglaterra',
            brands: ['Tanqueray', 'Beefeater', 'Bombay Sapphire', "Gordon's"],
          },
          { countryCode: 'brasil', countryName: 'Brasil', brands: ['Amázzoni', 'Vitória Régia'] },
        ],
        variants: ['London Dry', 'Rosé', 'Tropical', 'Citrus', 'Premium'],
        price: [69, 259],
        volumes: [700, 750],
        name: ({ brand, variant, volume }) => `Gin ${brand} ${variant}${ml(volume)}`,
        descriptions: [
          'Gin seco e aromático, com zimbro marcante e toque cítrico.',
          'Botânicos frescos e final limpo, ideal para tônica.',
        ],
      },
      {
        tipo: 'Whisky',
        origins: [
          {
            countryCode: 'escocia',
            countryName: 'Escócia',
            brands: ['Glenfiddich', 'Chivas Regal', 'The Macallan', 'Johnnie Walker', 'Glenlivet'],
          },
        ],
        variants: ['12 Anos', '15 Anos', '18 Anos', 'Single Malt', 'Blended Scotch'],
        price: [119, 2490],
        volumes: [750, 1000],
        name: ({ brand, variant, volume }) => `Whisky ${brand} ${variant}${ml(volume)}`,
        descriptions: [
          'Whisky escocês com notas de mel, frutas secas e carvalho.',
          'Maltado, elegante e de final longo e levemente defumado.',
        ],
      },
      {
        tipo: 'Grappa',
        origins: [
          {
            countryCode: 'italia',
            countryName: 'Itália',
            brands: ['Nonino', 'Nardini', 'Marzadro'],
          },
        ],
        variants: ['Bianca', 'Riserva', 'Barrique', 'di Moscato'],
        price: [99, 399],
        volumes: [500, 700],
        name: ({ brand, variant, volume }) => `Grappa ${brand} ${variant}${ml(volume)}`,
        descriptions: ['Destilado de bagaço de uva, intenso e perfumado.'],
      },
      {
        tipo: 'Conhaque',
        origins: [
          {
            countryCode: 'franca',
            countryName: 'França',
            brands: ['Rémy Martin', 'Hennessy', 'Martell'],
          },
        ],
        variants: ['VS', 'VSOP', 'XO'],
        price: [189, 1990],
        volumes: [700],
        name: ({ brand, variant, volume }) => `Conhaque ${brand} ${variant}${ml(volume)}`,
        descriptions: [
          'Conhaque de Cognac, redondo, com notas de frutas cristalizadas e baunilha.',
        ],
      },
      {
        tipo: 'Tequila',
        origins: [
          {
            countryCode: 'mexico',
            countryName: 'México',
            brands: ['José Cuervo', 'Patrón', 'Don Julio'],
          },
        ],
        variants: ['Blanco', 'Reposado', 'Añejo'],
        price: [99, 699],
        volumes: [750],
        name: ({ brand, variant, volume }) => `Tequila ${brand} ${variant}${ml(volume)}`,
        descriptions: ['Tequila 100% agave, com notas herbáceas e final levemente adocicado.'],
      },
    ],
  },
  {
    category: 'sidra',
    productType: 'Sidra',
    outletOnly: false,
    lines: [
      {
        tipo: 'Sidra',
        origins: [
          {
            countryCode: 'espanha',
            countryName: 'Espanha',
            brands: ['Maeloc', 'El Gaitero', 'Trabanco'],
          },
          { countryCode: 'brasil', countryName: 'Brasil', brands: ['Cereser', 'Sidra Serrana'] },
          { countryCode: 'inglaterra', countryName: 'Inglaterra', brands: ['Strongbow', 'Aspall'] },
          { countryCode: 'franca', countryName: 'França', brands: ['Christian Drouin'] },
        ],
        variants: ['Maçã', 'Frutas Vermelhas', 'Pera', 'Seca', 'Rosé', 'Original', 'Brut'],
        price: [14, 69],
        volumes: [330, 660, 750],
        name: ({ brand, variant, volume }) => `Sidra ${brand} ${variant}${ml(volume)}`,
        descriptions: [
          'Sidra refrescante, com aroma de maçã fresca e borbulhas delicadas.',
          'Leve e frutada, perfeita para dias quentes.',
        ],
      },
    ],
  },
  {
    category: 'azeite',
    productType: 'Azeite',
    outletOnly: false,
    lines: [
      {
        tipo: 'Azeite Extra Virgem',
        origins: [
          {
            countryCode: 'portugal',
            countryName: 'Portugal',
            brands: ['Herdade do Esporão', 'Gallo', 'Andorinha', 'Oliveira da Serra'],
          },
          {
            countryCode: 'espanha',
            countryName: 'Espanha',
            brands: ['Borges', 'Carbonell', 'La Española'],
          },
          {
            countryCode: 'italia',
            countryName: 'Itália',
            brands: ['Laudemio Frescobaldi', 'De Cecco'],
          },
          { countryCode: 'chile', countryName: 'Chile', brands: ['O-Live', 'Olave'] },
          {
            countryCode: 'brasil',
            countryName: 'Brasil',
            brands: ['Prosperato', 'Sabiá', 'Verde Louro'],
          },
        ],
        variants: [
          'Extra Virgem',
          'Extra Virgem Orgânico',
          'Extra Virgem Arbequina',
          'Extra Virgem Picual',
          'Extra Virgem Blend',
          'Extra Virgem Colheita Antecipada',
        ],
        price: [29, 189],
        volumes: [250, 500, 750],
        name: ({ brand, variant, volume }) => `Azeite ${variant} ${brand}${ml(volume)}`,
        descriptions: [
          'Azeite de baixa acidez, frutado e com leve picância no final.',
          'Notas de azeitona verde, ervas frescas e amêndoa.',
        ],
      },
    ],
  },
  {
    category: 'revista',
    productType: 'Revista',
    outletOnly: false,
    lines: [
      {
        tipo: 'Revista',
        origins: [
          {
            countryCode: 'brasil',
            countryName: 'Brasil',
            brands: ['Revista Adega', 'Vinho Magazine', 'Guia Descorchados', 'Revista Sommelier'],
          },
        ],
        variants: ['Edição'],
        price: [19, 89],
        volumes: [null],
        name: ({ brand, variant }) => `${brand} ${variant}`,
        descriptions: [
          'Reportagens, degustações e as melhores compras do mês.',
          'Guia com centenas de rótulos avaliados e dicas de harmonização.',
        ],
      },
    ],
  },
  {
    category: 'gourmet',
    productType: 'Gourmet',
    outletOnly: false,
    lines: [
      {
        tipo: 'Gourmet',
        origins: [
          {
            countryCode: 'brasil',
            countryName: 'Brasil',
            brands: ['Empório Adega', 'Casa da Serra', 'Fazenda Santa Clara'],
          },
          { countryCode: 'italia', countryName: 'Itália', brands: ['La Pastina', 'Mulino Bianco'] },
          { countryCode: 'espanha', countryName: 'Espanha', brands: ['La Rioja Alta Gourmet'] },
        ],
        variants: [
          'Geleia de Vinho Tinto 240 g',
          'Chocolate Amargo 70% Cacau 100 g',
          'Castanhas de Caju Torradas 150 g',
          'Grissini Tradicional 125 g',
          'Azeitonas Kalamata 300 g',
          'Trufas ao Vinho do Porto 120 g',
          'Mix de Nuts Premium 200 g',
          'Doce de Leite Artesanal 400 g',
          'Pasta de Azeitona 180 g',
          'Queijo Manchego Curado 150 g',
          'Salame Italiano Fatiado 100 g',
        ],
        price: [12, 119],
        volumes: [null],
        name: ({ brand, variant }) => {
          const match = /^(.*) (\d+ g)$/.exec(variant);
          return match ? `${match[1]} ${brand} ${match[2]}` : `${variant} ${brand}`;
        },
        descriptions: [
          'Seleção gourmet para acompanhar o seu vinho.',
          'Produzido em pequenos lotes, com ingredientes selecionados.',
        ],
      },
    ],
  },
  {
    category: 'cerveja',
    productType: 'Cerveja',
    outletOnly: true,
    lines: [
      {
        tipo: 'Cerveja',
        origins: [
          {
            countryCode: 'brasil',
            countryName: 'Brasil',
            brands: ['Baden Baden', 'Colorado', 'Eisenbahn', 'Wäls', 'Bodebrown', 'Dama Bier'],
          },
          {
            countryCode: 'belgica',
            countryName: 'Bélgica',
            brands: ['Duvel', 'Chimay', 'Leffe', 'Hoegaarden'],
          },
          {
            countryCode: 'alemanha',
            countryName: 'Alemanha',
            brands: ['Paulaner', 'Erdinger', 'Weihenstephaner'],
          },
        ],
        variants: [
          'IPA',
          'APA',
          'Pilsen',
          'Weiss',
          'Stout',
          'Lager',
          'Witbier',
          'Tripel',
          'Session IPA',
          'Bock',
        ],
        price: [8, 49],
        volumes: [330, 355, 500, 600],
        name: ({ brand, variant, volume }) => `Cerveja ${brand} ${variant}${ml(volume)}`,
        descriptions: [
          'Cerveja artesanal de espuma cremosa e amargor equilibrado.',
          'Refrescante, com aromas de lúpulo e malte.',
        ],
      },
    ],
  },
  {
    category: 'acessorio',
    productType: 'Acessorio',
    outletOnly: true,
    lines: [
      {
        tipo: 'Acessório',
        origins: [
          {
            countryCode: 'brasil',
            countryName: 'Brasil',
            brands: ['Adega Acessórios', 'Tramontina', 'Brinox'],
          },
        ],
        variants: [
          'Saca-rolhas Sommelier Inox',
          'Saca-rolhas de Alavanca',
          'Aerador de Vinho',
          'Termômetro Digital para Vinho',
          'Balde de Gelo Inox',
          'Bolsa Térmica para 2 Garrafas',
          'Tampa a Vácuo para Vinho (2 unidades)',
          'Corta-cápsula',
          'Kit Sommelier 4 Peças',
        ],
        price: [19, 179],
        volumes: [null],
        name: ({ brand, variant }) => `${variant} ${brand}`,
        descriptions: [
          'Acessório indispensável para servir e conservar vinhos.',
          'Prático, resistente e fácil de limpar.',
        ],
      },
      {
        tipo: 'Acessório',
        origins: [
          {
            countryCode: 'alemanha',
            countryName: 'Alemanha',
            brands: ['Schott Zwiesel', 'Riedel'],
          },
        ],
        variants: [
          'Decanter de Cristal 1,5 L',
          'Taça de Cristal Bordeaux (2 unidades)',
          'Taça de Cristal Borgonha (2 unidades)',
          'Taça para Espumante (6 unidades)',
        ],
        price: [99, 699],
        volumes: [null],
        name: ({ brand, variant }) => `${variant} ${brand}`,
        descriptions: ['Cristal de alta qualidade e design elegante para valorizar o vinho.'],
      },
    ],
  },
];

/** Bitterness range (IBU) of each beer style. */
export const BEER_IBU: Record<string, readonly [number, number]> = {
  IPA: [40, 70],
  APA: [30, 45],
  Pilsen: [15, 30],
  Weiss: [10, 15],
  Stout: [30, 50],
  Lager: [8, 20],
  Witbier: [10, 20],
  Tripel: [20, 40],
  'Session IPA': [30, 45],
  Bock: [20, 30],
};

export interface SubscriptionSeed {
  code: string;
  name: string;
  productType: 'Clube' | 'ClubePrime';
  /** Price of one period in centavos (monthly; a prepaid club year for the annual club products). */
  price: number;
  attributes: Record<string, string>;
  description: string;
}

/** ADR 0022: 'anual pré-pago', 'mensal' as the product names say it. */
const BILLING_NAME: Readonly<Record<BillingKind, string>> = {
  monthly: 'mensal',
  annual: 'anual pré-pago',
};

/**
 * The club's products (ADR 0022): one per box line and billing kind, code `clubSku(slug, kind)`,
 * price `periodPrice(slug, kind)` (the domain's, never repeated here). Adding one to the cart
 * subscribes to that line when the order is paid; renewal orders carry the same product.
 */
export const CLUB_PRODUCTS: readonly SubscriptionSeed[] = CLUB_LINES.flatMap((line) =>
  BILLING_KINDS.map((kind): SubscriptionSeed => ({
    code: clubSku(line.slug, kind),
    name: `Clube Wine ${line.name} — ${BILLING_NAME[kind]}`,
    productType: 'Clube',
    price: periodPrice(line.slug, kind),
    attributes: {
      DESCRICAO: `Clube Wine ${line.name}: ${line.summary}`,
      PERIODICIDADE: kind === 'monthly' ? 'mensal' : 'anual',
      CLUB_LINE: line.slug,
      CLUB_STORE_ID: String(BILLING_PLANS[kind].storeId),
    },
    description: `${line.summary} ${String(line.bottlesPerBox)} garrafas por caixa: ${line.wines.toLowerCase()}.`,
  })),
);

/**
 * The subscription products (SPEC §3 "Offered subscription"): the club, and the premium/pass
 * subscriptions (productType 'ClubePrime'; pass names are prefixed 'winepass ', default 'relax').
 * Category 'assinatura': never listed.
 */
export const SUBSCRIPTIONS: readonly SubscriptionSeed[] = [
  ...CLUB_PRODUCTS,
  {
    code: 'PASS-RELAX',
    name: 'winepass relax',
    productType: 'ClubePrime',
    price: 1990,
    attributes: {
      DESCRICAO: 'Assinatura winepass relax: 15% de desconto em vinhos e 3x mais cashback.',
      CASHBACK_REAIS: '20',
      PERIODICIDADE: 'mensal',
      PADRAO: 'true',
    },
    description: 'O pass padrão: desconto em todas as compras e cashback em dobro.',
  },
  {
    code: 'PASS-MAIS',
    name: 'winepass mais',
    productType: 'ClubePrime',
    price: 3990,
    attributes: {
      DESCRICAO: 'Assinatura winepass mais: 15% de desconto, 3x mais cashback e frete grátis.',
      CASHBACK_REAIS: '45',
      PERIODICIDADE: 'mensal',
    },
    description: 'Mais benefícios para quem compra com frequência.',
  },
  {
    code: 'PRIME-MENSAL',
    name: 'Wine Prime',
    productType: 'ClubePrime',
    price: 990,
    attributes: {
      DESCRICAO: 'Assinatura Wine Prime: 15% de desconto em toda a loja e cashback triplicado.',
      CASHBACK_REAIS: '10',
      PERIODICIDADE: 'mensal',
    },
    description: 'Assinatura premium com desconto e cashback.',
  },
];
