/**
 * Reference data of the catalogue seed: countries, regions, grapes, producers and the pieces that
 * names and tasting notes are assembled from (pt-BR). Pure constants; the generator picks from them.
 */
import {
  COUNTRIES as MENU_COUNTRY_OPTIONS,
  GRAPES as MENU_GRAPE_OPTIONS,
} from '@adega/domain/catalogue';

export const WINE_TYPES = ['tinto', 'branco', 'rose', 'espumante', 'frisante', 'licoroso'] as const;
export type WineType = (typeof WINE_TYPES)[number];

/** TIPO attribute (display name) of each wine type slug. */
export const WINE_TYPE_LABELS: Record<WineType, string> = {
  tinto: 'Tinto',
  branco: 'Branco',
  rose: 'Rosé',
  espumante: 'Espumante',
  frisante: 'Frisante',
  licoroso: 'Licoroso',
};

/** Grapes of the header menu (SPEC §2), as the domain lists them. */
export const MENU_GRAPES = MENU_GRAPE_OPTIONS.map((grape) => grape.slug);

/** Every grape the seed uses: the menu's and others; each has ≥ 10 wines in the Wine store. */
export const GRAPES = [
  ...MENU_GRAPES,
  'tempranillo',
  'touriga-nacional',
  'sangiovese',
  'nebbiolo',
  'moscato',
  'glera',
  'tannat',
  'pinotage',
  'alvarinho',
  'riesling',
] as const;
export type Grape = (typeof GRAPES)[number];

export interface GrapeInfo {
  /** MENUUVA display name. */
  label: string;
  /** Wine types this grape is made into (first is the usual one). */
  types: readonly WineType[];
  body: 'Leve' | 'Médio' | 'Encorpado';
}

export const GRAPE_INFO: Record<Grape, GrapeInfo> = {
  'cabernet-sauvignon': {
    label: 'Cabernet Sauvignon',
    types: ['tinto', 'rose'],
    body: 'Encorpado',
  },
  carmenere: { label: 'Carmenère', types: ['tinto'], body: 'Médio' },
  chardonnay: { label: 'Chardonnay', types: ['branco', 'espumante'], body: 'Médio' },
  malbec: { label: 'Malbec', types: ['tinto', 'rose'], body: 'Encorpado' },
  merlot: { label: 'Merlot', types: ['tinto', 'rose'], body: 'Médio' },
  'pinot-noir': { label: 'Pinot Noir', types: ['tinto', 'espumante', 'rose'], body: 'Leve' },
  'sauvignon-blanc': { label: 'Sauvignon Blanc', types: ['branco'], body: 'Leve' },
  'syrah-shiraz': { label: 'Syrah', types: ['tinto', 'rose'], body: 'Encorpado' },
  tempranillo: { label: 'Tempranillo', types: ['tinto', 'rose'], body: 'Encorpado' },
  'touriga-nacional': {
    label: 'Touriga Nacional',
    types: ['tinto', 'licoroso'],
    body: 'Encorpado',
  },
  sangiovese: { label: 'Sangiovese', types: ['tinto'], body: 'Médio' },
  nebbiolo: { label: 'Nebbiolo', types: ['tinto'], body: 'Encorpado' },
  moscato: {
    label: 'Moscato',
    types: ['espumante', 'frisante', 'licoroso', 'branco'],
    body: 'Leve',
  },
  glera: { label: 'Glera', types: ['espumante', 'frisante'], body: 'Leve' },
  tannat: { label: 'Tannat', types: ['tinto'], body: 'Encorpado' },
  pinotage: { label: 'Pinotage', types: ['tinto', 'rose'], body: 'Médio' },
  alvarinho: { label: 'Alvarinho', types: ['branco', 'frisante'], body: 'Leve' },
  riesling: { label: 'Riesling', types: ['branco', 'licoroso', 'espumante'], body: 'Leve' },
};

/** Local names of a grape in some countries (MENUUVA and product names). */
export const GRAPE_LOCAL_LABELS: Partial<Record<string, Partial<Record<Grape, string>>>> = {
  australia: { 'syrah-shiraz': 'Shiraz' },
  'africa-do-sul': { 'syrah-shiraz': 'Shiraz' },
  espanha: { alvarinho: 'Albariño', moscato: 'Moscatel' },
  portugal: { moscato: 'Moscatel' },
  brasil: { moscato: 'Moscatel' },
  italia: { 'pinot-noir': 'Pinot Nero' },
  alemanha: { 'pinot-noir': 'Spätburgunder' },
};

/** Countries of the header menu (SPEC §2), as the domain lists them. */
export const MENU_COUNTRIES = MENU_COUNTRY_OPTIONS.map((country) => country.slug);

export interface ProducerSeed {
  name: string;
  region: string;
  partner?: boolean;
}

export interface CountryInfo {
  code: string;
  /** PAIS / countryName in pt-BR. */
  name: string;
  /** Masculine plural adjective for kit names ("Kit 6 Vinhos Chilenos Tintos"). */
  adjective: string;
  /** Share of the filler wines (the catalogue leans on South America and Europe, like the store). */
  weight: number;
  oldWorld: boolean;
  grapes: readonly Grape[];
  types: readonly WineType[];
  regions: readonly string[];
  producers: readonly ProducerSeed[];
  /** Product lines used in names ("Reserva", "Gran Reserva"…). */
  lines: readonly string[];
}

export const COUNTRIES: readonly CountryInfo[] = [
  {
    code: 'chile',
    name: 'Chile',
    adjective: 'Chilenos',
    weight: 18,
    oldWorld: false,
    grapes: [
      'carmenere',
      'cabernet-sauvignon',
      'merlot',
      'syrah-shiraz',
      'pinot-noir',
      'sauvignon-blanc',
      'chardonnay',
    ],
    types: ['tinto', 'branco', 'rose', 'espumante'],
    regions: [
      'Vale do Colchagua',
      'Vale do Maipo',
      'Vale Central',
      'Vale de Casablanca',
      'Vale do Cachapoal',
      'Vale de Leyda',
      'Vale do Maule',
    ],
    producers: [
      { name: 'Casa Silva', region: 'Vale do Colchagua', partner: true },
      { name: 'Viña Ventisquero', region: 'Vale do Maipo', partner: true },
      { name: 'Concha y Toro', region: 'Vale do Maipo' },
      { name: 'Montes', region: 'Vale do Colchagua' },
      { name: 'Santa Carolina', region: 'Vale Central' },
      { name: 'Errázuriz', region: 'Vale do Aconcágua' },
      { name: 'Luis Felipe Edwards', region: 'Vale do Colchagua' },
      { name: 'Undurraga', region: 'Vale de Leyda' },
    ],
    lines: ['Reserva', 'Gran Reserva', 'Reservado', 'Estate', 'Single Vineyard', 'Cuvée', 'Icono'],
  },
  {
    code: 'argentina',
    name: 'Argentina',
    adjective: 'Argentinos',
    weight: 16,
    oldWorld: false,
    grapes: ['malbec', 'cabernet-sauvignon', 'chardonnay', 'pinot-noir', 'merlot', 'syrah-shiraz'],
    types: ['tinto', 'branco', 'rose', 'espumante'],
    regions: ['Mendoza', 'Vale de Uco', 'Luján de Cuyo', 'Salta', 'Patagônia', 'San Juan'],
    producers: [
      { name: 'Zuccardi', region: 'Vale de Uco', partner: true },
      { name: 'Bodega Norton', region: 'Luján de Cuyo', partner: true },
      { name: 'Catena Zapata', region: 'Mendoza' },
      { name: 'Trapiche', region: 'Mendoza' },
      { name: 'El Esteco', region: 'Salta' },
      { name: 'Susana Balbo', region: 'Luján de Cuyo' },
      { name: 'Rutini', region: 'Vale de Uco' },
      { name: 'Humberto Canale', region: 'Patagônia' },
    ],
    lines: [
      'Reserva',
      'Gran Reserva',
      'Roble',
      'Clásico',
      'Single Vineyard',
      'Selección',
      'Origen',
    ],
  },
  {
    code: 'brasil',
    name: 'Brasil',
    adjective: 'Brasileiros',
    weight: 10,
    oldWorld: false,
    grapes: [
      'merlot',
      'cabernet-sauvignon',
      'chardonnay',
      'moscato',
      'tannat',
      'pinot-noir',
      'glera',
    ],
    types: ['tinto', 'branco', 'rose', 'espumante', 'frisante'],
    regions: [
      'Serra Gaúcha',
      'Vale dos Vinhedos',
      'Campanha Gaúcha',
      'Serra do Sudeste',
      'Vale do São Francisco',
      'Planalto Catarinense',
    ],
    producers: [
      { name: 'Casa Valduga', region: 'Vale dos Vinhedos', partner: true },
      { name: 'Miolo', region: 'Vale dos Vinhedos', partner: true },
      { name: 'Salton', region: 'Serra Gaúcha' },
      { name: 'Vinícola Aurora', region: 'Serra Gaúcha' },
      { name: 'Casa Perini', region: 'Serra Gaúcha' },
      { name: 'Guaspari', region: 'Serra da Mantiqueira' },
      { name: 'Lidio Carraro', region: 'Serra do Sudeste' },
    ],
    lines: ['Reserva', 'Gran Reserva', 'Seleção', 'Terroir', 'Lote 43', 'Família', 'Origem'],
  },
  {
    code: 'uruguai',
    name: 'Uruguai',
    adjective: 'Uruguaios',
    weight: 4,
    oldWorld: false,
    grapes: ['tannat', 'alvarinho', 'merlot', 'pinot-noir'],
    types: ['tinto', 'branco', 'rose'],
    regions: ['Canelones', 'Maldonado', 'Colonia', 'Montevidéu'],
    producers: [
      { name: 'Bodega Garzón', region: 'Maldonado', partner: true },
      { name: 'Pisano', region: 'Canelones' },
      { name: 'Familia Deicas', region: 'Canelones' },
      { name: 'Bouza', region: 'Montevidéu' },
    ],
    lines: ['Reserva', 'Gran Reserva', 'Estate', 'Single Vineyard', 'Tradición'],
  },
  {
    code: 'africa-do-sul',
    name: 'África do Sul',
    adjective: 'Sul-Africanos',
    weight: 5,
    oldWorld: false,
    grapes: ['pinotage', 'cabernet-sauvignon', 'syrah-shiraz', 'sauvignon-blanc', 'chardonnay'],
    types: ['tinto', 'branco', 'rose', 'espumante'],
    regions: ['Stellenbosch', 'Paarl', 'Swartland', 'Franschhoek', 'Western Cape'],
    producers: [
      { name: 'Spier', region: 'Stellenbosch', partner: true },
      { name: 'Kanonkop', region: 'Stellenbosch' },
      { name: 'Nederburg', region: 'Paarl' },
      { name: 'KWV', region: 'Western Cape' },
      { name: 'Boschendal', region: 'Franschhoek' },
    ],
    lines: ['Reserve', 'Estate', 'Signature', 'Heritage', 'Classic'],
  },
  {
    code: 'espanha',
    name: 'Espanha',
    adjective: 'Espanhóis',
    weight: 9,
    oldWorld: true,
    grapes: [
      'tempranillo',
      'alvarinho',
      'syrah-shiraz',
      'cabernet-sauvignon',
      'moscato',
      'chardonnay',
    ],
    types: ['tinto', 'branco', 'rose', 'espumante', 'licoroso'],
    regions: [
      'Rioja',
      'Ribera del Duero',
      'Rías Baixas',
      'Priorat',
      'La Mancha',
      'Penedès',
      'Toro',
    ],
    producers: [
      { name: 'Marqués de Riscal', region: 'Rioja', partner: true },
      { name: 'Bodegas Torres', region: 'Penedès', partner: true },
      { name: 'Campo Viejo', region: 'Rioja' },
      { name: 'Protos', region: 'Ribera del Duero' },
      { name: 'Martín Códax', region: 'Rías Baixas' },
      { name: 'Freixenet', region: 'Penedès' },
    ],
    lines: ['Crianza', 'Reserva', 'Gran Reserva', 'Roble', 'Joven', 'Selección'],
  },
  {
    code: 'franca',
    name: 'França',
    adjective: 'Franceses',
    weight: 10,
    oldWorld: true,
    grapes: [
      'cabernet-sauvignon',
      'merlot',
      'pinot-noir',
      'chardonnay',
      'syrah-shiraz',
      'sauvignon-blanc',
      'riesling',
    ],
    types: ['tinto', 'branco', 'rose', 'espumante'],
    regions: [
      'Bordeaux',
      'Borgonha',
      'Vale do Rhône',
      'Champagne',
      'Vale do Loire',
      'Languedoc',
      'Provence',
      'Alsácia',
    ],
    producers: [
      { name: 'Gérard Bertrand', region: 'Languedoc', partner: true },
      { name: 'Maison Louis Jadot', region: 'Borgonha', partner: true },
      { name: 'Baron Philippe de Rothschild', region: 'Bordeaux' },
      { name: 'M. Chapoutier', region: 'Vale do Rhône' },
      { name: 'Joseph Drouhin', region: 'Borgonha' },
      { name: 'Château de Sancerre', region: 'Vale do Loire' },
      { name: 'Domaine Zind-Humbrecht', region: 'Alsácia' },
      { name: 'Moët & Chandon', region: 'Champagne' },
    ],
    lines: [
      'Réserve',
      'Grande Réserve',
      'Cuvée Prestige',
      'Tradition',
      'Vieilles Vignes',
      'Classique',
    ],
  },
  {
    code: 'italia',
    name: 'Itália',
    adjective: 'Italianos',
    weight: 10,
    oldWorld: true,
    grapes: ['sangiovese', 'nebbiolo', 'glera', 'moscato', 'merlot', 'pinot-noir', 'chardonnay'],
    types: ['tinto', 'branco', 'rose', 'espumante', 'frisante'],
    regions: ['Toscana', 'Piemonte', 'Vêneto', 'Sicília', 'Puglia', 'Abruzzo', 'Friuli'],
    producers: [
      { name: 'Marchesi Antinori', region: 'Toscana', partner: true },
      { name: 'Fontanafredda', region: 'Piemonte', partner: true },
      { name: 'Frescobaldi', region: 'Toscana' },
      { name: 'Masi', region: 'Vêneto' },
      { name: 'Zonin', region: 'Vêneto' },
      { name: 'Castello Banfi', region: 'Toscana' },
      { name: 'Planeta', region: 'Sicília' },
    ],
    lines: ['Riserva', 'Classico', 'Superiore', 'Selezione', 'Tradizione', 'Gran Selezione'],
  },
  {
    code: 'portugal',
    name: 'Portugal',
    adjective: 'Portugueses',
    weight: 12,
    oldWorld: true,
    grapes: ['touriga-nacional', 'alvarinho', 'moscato', 'tempranillo', 'syrah-shiraz'],
    types: ['tinto', 'branco', 'rose', 'espumante', 'frisante', 'licoroso'],
    regions: [
      'Douro',
      'Alentejo',
      'Vinho Verde',
      'Dão',
      'Bairrada',
      'Península de Setúbal',
      'Lisboa',
    ],
    producers: [
      { name: 'Herdade do Esporão', region: 'Alentejo', partner: true },
      { name: 'Quinta do Crasto', region: 'Douro', partner: true },
      { name: 'Casa Ferreirinha', region: 'Douro' },
      { name: 'Quinta do Vallado', region: 'Douro' },
      { name: 'Aveleda', region: 'Vinho Verde' },
      { name: 'José Maria da Fonseca', region: 'Península de Setúbal' },
      { name: "Taylor's", region: 'Douro' },
      { name: 'Soalheiro', region: 'Vinho Verde' },
    ],
    lines: ['Reserva', 'Grande Reserva', 'Colheita', 'Tinto Reserva', 'Vinhas Velhas', 'Seleção'],
  },
  {
    code: 'estados-unidos',
    name: 'Estados Unidos',
    adjective: 'Americanos',
    weight: 3,
    oldWorld: false,
    grapes: ['cabernet-sauvignon', 'chardonnay', 'pinot-noir', 'merlot'],
    types: ['tinto', 'branco', 'rose'],
    regions: ['Napa Valley', 'Sonoma', 'Oregon', 'Washington', 'Central Coast'],
    producers: [
      { name: 'Robert Mondavi', region: 'Napa Valley' },
      { name: 'Beringer', region: 'Napa Valley' },
      { name: 'Kendall-Jackson', region: 'Sonoma' },
      { name: 'Erath', region: 'Oregon' },
    ],
    lines: ['Reserve', 'Private Selection', 'Estate', "Vintner's Reserve", 'Signature'],
  },
  {
    code: 'australia',
    name: 'Austrália',
    adjective: 'Australianos',
    weight: 3,
    oldWorld: false,
    grapes: ['syrah-shiraz', 'cabernet-sauvignon', 'chardonnay', 'riesling'],
    types: ['tinto', 'branco', 'espumante'],
    regions: ['Barossa Valley', 'McLaren Vale', 'Coonawarra', 'Hunter Valley', 'Clare Valley'],
    producers: [
      { name: 'Penfolds', region: 'Barossa Valley' },
      { name: "Jacob's Creek", region: 'Barossa Valley' },
      { name: 'Wolf Blass', region: 'McLaren Vale' },
      { name: 'Yalumba', region: 'Barossa Valley' },
    ],
    lines: ['Reserve', 'Estate', 'Bin 28', 'Classic', 'Signature'],
  },
  {
    code: 'nova-zelandia',
    name: 'Nova Zelândia',
    adjective: 'Neozelandeses',
    weight: 2,
    oldWorld: false,
    grapes: ['sauvignon-blanc', 'pinot-noir', 'chardonnay', 'riesling'],
    types: ['tinto', 'branco'],
    regions: ['Marlborough', 'Central Otago', "Hawke's Bay"],
    producers: [
      { name: 'Cloudy Bay', region: 'Marlborough' },
      { name: 'Villa Maria', region: 'Marlborough' },
      { name: 'Oyster Bay', region: "Hawke's Bay" },
    ],
    lines: ['Reserve', 'Private Bin', 'Estate', 'Single Vineyard'],
  },
  {
    code: 'alemanha',
    name: 'Alemanha',
    adjective: 'Alemães',
    weight: 2,
    oldWorld: true,
    grapes: ['riesling', 'pinot-noir'],
    types: ['branco', 'tinto', 'espumante', 'licoroso'],
    regions: ['Mosel', 'Rheingau', 'Pfalz', 'Rheinhessen'],
    producers: [
      { name: 'Dr. Loosen', region: 'Mosel' },
      { name: 'Schloss Johannisberg', region: 'Rheingau' },
      { name: 'Weingut Robert Weil', region: 'Rheingau' },
    ],
    lines: ['Kabinett', 'Spätlese', 'Trocken', 'Feinherb', 'Grosses Gewächs'],
  },
];

/** SPEC §3 rating agencies (abbreviation: attribute PNT_<ABBR>; name), from the domain. */
export { RATING_AGENCIES } from '@adega/domain/enums';

/** Agencies that mostly rate a country's wines (the rest rate anyone). */
export const LOCAL_AGENCIES: Partial<Record<string, readonly string[]>> = {
  chile: ['DS', 'GVC'],
  argentina: ['DS'],
  italia: ['GR'],
  portugal: ['RVP'],
  espanha: ['GP'],
};
export const GLOBAL_AGENCIES = ['RP', 'WE', 'WS', 'W&S', 'ST', 'DEC', 'JR', 'JS'] as const;

export const CAMPAIGNS = [
  'black-friday',
  'natal',
  'dia-dos-pais',
  'esquenta-black',
  'aniversario-wine',
  'vinhos-de-inverno',
] as const;

/** Tasting-note parts by wine type. */
export const TASTING: Record<
  WineType,
  {
    colours: readonly string[];
    aromas: readonly string[];
    palate: readonly string[];
    food: readonly string[];
  }
> = {
  tinto: {
    colours: [
      'Rubi intenso com reflexos violáceos.',
      'Vermelho granada de boa intensidade.',
      'Cor púrpura profunda e brilhante.',
      'Rubi médio com halo levemente atijolado.',
    ],
    aromas: [
      'frutas vermelhas maduras',
      'ameixa',
      'cereja preta',
      'pimenta-do-reino',
      'baunilha',
      'tabaco',
      'chocolate amargo',
      'especiarias doces',
      'violeta',
      'amora',
      'couro',
      'café torrado',
    ],
    palate: [
      'taninos macios',
      'taninos firmes',
      'boa estrutura',
      'textura aveludada',
      'acidez equilibrada',
    ],
    food: [
      'carnes vermelhas grelhadas',
      'massas ao molho de tomate',
      'queijos curados',
      'cordeiro assado',
      'risoto de cogumelos',
      'churrasco',
    ],
  },
  branco: {
    colours: [
      'Amarelo palha com reflexos esverdeados.',
      'Dourado brilhante e límpido.',
      'Amarelo claro e cristalino.',
    ],
    aromas: [
      'frutas cítricas',
      'maçã verde',
      'pêssego',
      'abacaxi',
      'flores brancas',
      'maracujá',
      'ervas frescas',
      'notas minerais',
      'mel',
    ],
    palate: ['acidez vibrante', 'textura cremosa', 'frescor marcante', 'boa mineralidade'],
    food: ['peixes grelhados', 'frutos do mar', 'saladas', 'queijos frescos', 'comida japonesa'],
  },
  rose: {
    colours: ['Rosa salmão delicado.', 'Rosa pálido e brilhante.', 'Rosa cereja vivo.'],
    aromas: ['morango', 'framboesa', 'cereja', 'pétalas de rosa', 'melancia', 'groselha'],
    palate: ['acidez refrescante', 'fruta delicada', 'frescor vibrante'],
    food: ['saladas', 'pizzas', 'comida japonesa', 'petiscos', 'massas leves'],
  },
  espumante: {
    colours: [
      'Amarelo claro com perlage fina e persistente.',
      'Dourado pálido com borbulhas delicadas.',
      'Rosa pálido com perlage abundante.',
    ],
    aromas: [
      'pão tostado',
      'brioche',
      'maçã verde',
      'frutas cítricas',
      'amêndoas',
      'frutas brancas',
    ],
    palate: ['perlage cremosa', 'acidez viva', 'muita elegância'],
    food: ['aperitivos', 'frutos do mar', 'sobremesas leves', 'comemorações'],
  },
  frisante: {
    colours: ['Amarelo claro com borbulhas delicadas.', 'Palha brilhante e levemente frisante.'],
    aromas: ['frutas tropicais', 'pêssego', 'flor de laranjeira', 'uva fresca', 'lichia'],
    palate: ['doçura equilibrada', 'borbulhas suaves'],
    food: ['sobremesas com frutas', 'aperitivos', 'petiscos leves'],
  },
  licoroso: {
    colours: ['Âmbar com reflexos acobreados.', 'Rubi profundo e denso.', 'Dourado intenso.'],
    aromas: ['frutas secas', 'figo', 'nozes', 'caramelo', 'mel', 'uva-passa', 'casca de laranja'],
    palate: ['doçura envolvente', 'textura untuosa'],
    food: ['sobremesas', 'queijos azuis', 'chocolate amargo', 'frutas secas'],
  },
};

export const FINISHES = ['persistente', 'longo e elegante', 'fresco e agradável', 'médio'] as const;
