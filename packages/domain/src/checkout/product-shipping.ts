/**
 * 'Calcular frete' on the product page (issue #34): the checkout's shipping levels for one unit of
 * the product at a CEP — the same zones (`zoneOfCep`), the same boxes and prices and the same
 * free-shipping rules (`shippingOptions`), so the page never promises what the checkout will not
 * charge. A kit counts its bottles, as the cart does (`bottlesOf`); a subscription (the prime
 * line, a club box line) is no merchandise and has no freight.
 */
import { AppError } from '../errors.ts';
import { isSubscriptionItem } from '../pricing/prime-toggle.ts';
import { bottlesOf, shippingOptions, type ShippingLevelOption } from './shipping.ts';
import { findZoneOfCep, SHIPPING_ZONE_TEXTS, type ShippingDestination } from './shipping-zones.ts';
import { validateCep } from '../validation/cep.ts';

/** The product page quotes one unit (the quantity selector starts at one). */
export const PRODUCT_SHIPPING_QUANTITY = 1;

export const PRODUCT_SHIPPING_TEXTS = {
  title: 'Calcular frete',
  label: 'CEP',
  submit: 'Calcular',
  hint: 'Preço e prazo para 1 unidade deste produto.',
  forgotCep: 'Não sei meu CEP',
  notShipped: 'Este produto é uma assinatura e não tem frete.',
  noLevels: 'Não há entrega disponível para este CEP.',
} as const;

/** Where the 'Não sei meu CEP' link leads (the Correios' own search). */
export const CEP_LOOKUP_URL = 'https://buscacepinter.correios.com.br/app/endereco/index.php';

export interface ProductShippingInput {
  cep: string;
  product: { productType?: string | null; kitSize?: number | null };
  /** Free Normal shipping in the eligible zones (the checkout's premium rule). */
  premium: boolean;
}

export interface ProductShippingQuote {
  destination: ShippingDestination;
  levels: ShippingLevelOption[];
}

/** "Entrega em até 3 dias úteis" (one day: "1 dia útil"). */
export function deliveryDaysText(days: number): string {
  return `Entrega em até ${String(days)} ${days === 1 ? 'dia útil' : 'dias úteis'}`;
}

/**
 * The levels for one unit of the product at `cep`. A malformed CEP or one outside every zone is
 * an AppError VALIDATION with the checkout's pt-BR text on the field `cep`; a subscription has
 * no freight.
 */
export function productShippingQuote(input: ProductShippingInput): ProductShippingQuote {
  const malformed = validateCep(input.cep);
  if (malformed !== null) throw new AppError('VALIDATION', malformed, { cep: malformed });
  const destination = findZoneOfCep(input.cep);
  if (destination === null) {
    const unknown = SHIPPING_ZONE_TEXTS.unknownCep;
    throw new AppError('VALIDATION', unknown, { cep: unknown });
  }
  const subscription = isSubscriptionItem(input.product);
  if (subscription) throw new AppError('VALIDATION', PRODUCT_SHIPPING_TEXTS.notShipped);
  const bottles = bottlesOf([
    {
      quantity: PRODUCT_SHIPPING_QUANTITY,
      available: true,
      subscription,
      bottlesPerUnit: input.product.kitSize ?? null,
    },
  ]);
  return { destination, levels: shippingOptions({ destination, bottles, premium: input.premium }) };
}
