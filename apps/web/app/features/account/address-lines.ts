/**
 * How an address reads on a card (my account's addresses, an order's delivery). Apart from the
 * address form so that showing an address does not load the form's validation.
 */
import type { AddressDto } from '@adega/server/contract';

/** 'Rua das Flores, 123' — the street line of an address card. */
export function streetLine(address: Pick<AddressDto, 'street1' | 'numero'>): string {
  return `${address.street1}, ${address.numero}`;
}

/** 'São Paulo/SP' */
export function cityLine(address: Pick<AddressDto, 'city' | 'subCountry'>): string {
  return `${address.city}/${address.subCountry}`;
}
