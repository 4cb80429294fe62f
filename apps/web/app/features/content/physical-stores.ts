/**
 * The physical stores (issue #34, `/lojas`; Wine only, SPEC §6), as data. Each map link is built
 * from the address and goes through the one safe-link rule before it is rendered.
 */
import { safeLink } from '@adega/domain/safe-link';

export interface PhysicalStore {
  id: string;
  name: string;
  /** Street, number and district. */
  street: string;
  city: string;
  /** 'UF'. */
  state: string;
  cep: string;
  /** Opening hours, one line per group of days. */
  hours: readonly string[];
  /** As dialled in Brazil: '(11) 3061-4520'. */
  phone: string;
}

export const PHYSICAL_STORES: readonly PhysicalStore[] = [
  {
    id: 'sao-paulo-pinheiros',
    name: 'Adega Pinheiros',
    street: 'Rua dos Pinheiros, 1025 – Pinheiros',
    city: 'São Paulo',
    state: 'SP',
    cep: '05422-012',
    hours: ['Segunda a sábado, das 10h às 21h', 'Domingos e feriados, das 12h às 19h'],
    phone: '(11) 3061-4520',
  },
  {
    id: 'rio-leblon',
    name: 'Adega Leblon',
    street: 'Rua Dias Ferreira, 214 – Leblon',
    city: 'Rio de Janeiro',
    state: 'RJ',
    cep: '22431-050',
    hours: ['Segunda a sábado, das 10h às 22h', 'Domingos, das 12h às 20h'],
    phone: '(21) 2512-8830',
  },
  {
    id: 'belo-horizonte-savassi',
    name: 'Adega Savassi',
    street: 'Rua Antônio de Albuquerque, 781 – Savassi',
    city: 'Belo Horizonte',
    state: 'MG',
    cep: '30112-011',
    hours: ['Segunda a sexta, das 10h às 20h', 'Sábados, das 10h às 18h'],
    phone: '(31) 3287-1940',
  },
  {
    id: 'curitiba-batel',
    name: 'Adega Batel',
    street: 'Avenida do Batel, 1550 – Batel',
    city: 'Curitiba',
    state: 'PR',
    cep: '80420-090',
    hours: ['Segunda a sábado, das 10h às 20h'],
    phone: '(41) 3016-2275',
  },
];

/** The one-line address a map searches for. */
export function addressOf(store: PhysicalStore): string {
  return `${store.street}, ${store.city} – ${store.state}, ${store.cep}`;
}

/** The store's place on a map (an https link, checked by the safe-link rule), or null. */
export function mapLinkOf(store: PhysicalStore): string | null {
  return safeLink(
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressOf(store))}`,
  );
}

/** 'tel:+551130614520' from '(11) 3061-4520'. */
export function telLinkOf(phone: string): string {
  return `tel:+55${phone.replace(/\D/g, '')}`;
}
