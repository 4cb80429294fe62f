/**
 * The price box view-model (SPEC §3 "Price box inputs", §6 labels 'Sócio Wine' / 'Não Sócio' and
 * member-price hiding, §9 "Price box on cards uses fixed placeholders 86 and 50% discount").
 */
import {
  PRICE_BOX_PLACEHOLDER_DISCOUNT_PERCENT,
  PRICE_BOX_PLACEHOLDER_PRICE,
} from '../constants.ts';
import { formatBRL, fromReais, type Centavos } from '../money.ts';
import { customerPrice, nonMemberPrice, type ProductPrices } from './customer-price.ts';
import { badgePercentage, isPriceDisplayValid, tagColour, type TagColour } from './discount.ts';
import {
  KIT_PER_BOTTLE_SUFFIX,
  bottlesInKit,
  kitPriceLabel,
  kitPricePerBottle,
  type KitConstituent,
} from './kit.ts';

/** SPEC §3 Price box inputs; money in centavos, null when the product has no such price. */
export interface PriceBoxInputs {
  listPrice?: Centavos | null;
  memberPrice?: Centavos | null;
  nonMemberPrice?: Centavos | null;
  priceWithoutDiscount?: Centavos | null;
  discountPercentage?: number | null;
  kitPrice?: Centavos | null;
  pricePerBottle?: Centavos | null;
  pricePerBottleWithoutDiscount?: Centavos | null;
  hideListPrice?: boolean | null;
  hideMemberPrice?: boolean | null;
}

export const MEMBER_PRICE_LABEL = 'Sócio Wine';
export const NON_MEMBER_PRICE_LABEL = 'Não Sócio';

export interface PriceLine {
  amount: Centavos;
  text: string;
}

export interface PriceBoxView {
  /** True for the loading placeholder (priceBoxSkeleton). */
  skeleton: boolean;
  /** Struck-through list price. */
  listPrice: PriceLine | null;
  priceWithoutDiscount: PriceLine | null;
  member: (PriceLine & { label: typeof MEMBER_PRICE_LABEL }) | null;
  /** The label is dropped when there is no member price beside it to tell apart (e.g. outlet). */
  nonMember: (PriceLine & { label: typeof NON_MEMBER_PRICE_LABEL | null }) | null;
  discount: { percentage: number; colour: TagColour } | null;
  kit: {
    kitText: string;
    perBottle: PriceLine | null;
    perBottleWithoutDiscount: PriceLine | null;
    perBottleSuffix: typeof KIT_PER_BOTTLE_SUFFIX;
  } | null;
}

function line(amount: Centavos | null | undefined): PriceLine | null {
  // SPEC §5: "The price display is valid only when the price is above 0."
  return isPriceDisplayValid(amount) ? { amount, text: formatBRL(amount) } : null;
}

/**
 * Builds the box from its inputs. Rules beyond the spec's, stated here: the list price is shown
 * only when it differs from the highlighted price (member price when shown, else non-member);
 * the discount shows when its percentage, truncated, is above 0.
 */
export function priceBox(inputs: PriceBoxInputs, skeleton = false): PriceBoxView {
  const member = inputs.hideMemberPrice ? null : line(inputs.memberPrice);
  const nonMember = line(inputs.nonMemberPrice);
  const highlighted = member ?? nonMember;
  const list = inputs.hideListPrice ? null : line(inputs.listPrice);
  const percentage = Math.trunc(inputs.discountPercentage ?? 0);
  const kitText = isPriceDisplayValid(inputs.kitPrice) ? kitPriceLabel(inputs.kitPrice) : null;
  return {
    skeleton,
    listPrice: list && list.amount !== highlighted?.amount ? list : null,
    priceWithoutDiscount: line(inputs.priceWithoutDiscount),
    member: member ? { ...member, label: MEMBER_PRICE_LABEL } : null,
    nonMember: nonMember ? { ...nonMember, label: member ? NON_MEMBER_PRICE_LABEL : null } : null,
    discount: percentage > 0 ? { percentage, colour: tagColour(percentage) } : null,
    kit: kitText
      ? {
          kitText,
          perBottle: line(inputs.pricePerBottle),
          perBottleWithoutDiscount: line(inputs.pricePerBottleWithoutDiscount),
          perBottleSuffix: KIT_PER_BOTTLE_SUFFIX,
        }
      : null,
  };
}

/**
 * SPEC §9: the skeleton shows fixed placeholders, price 86 (reais) and a 50 % discount; the list
 * price placeholder is the one that makes those two consistent (R$ 172,00).
 */
export function priceBoxSkeletonInputs(): PriceBoxInputs {
  const price = fromReais(PRICE_BOX_PLACEHOLDER_PRICE);
  return {
    listPrice: (price * 100) / (100 - PRICE_BOX_PLACEHOLDER_DISCOUNT_PERCENT),
    memberPrice: price,
    nonMemberPrice: price,
    discountPercentage: PRICE_BOX_PLACEHOLDER_DISCOUNT_PERCENT,
  };
}

export function priceBoxSkeleton(): PriceBoxView {
  return priceBox(priceBoxSkeletonInputs(), true);
}

export interface PriceBoxProduct extends ProductPrices {
  constituents?: readonly KitConstituent[] | null;
}

export interface PriceBoxOptions {
  subscriber: boolean;
  /** roles.ts isMemberPriceHidden. */
  hideMemberPrice: boolean;
  hideListPrice?: boolean;
}

/**
 * Price box inputs of a product for a customer. The discount is the §9 badge percentage of the
 * customer's price; the member price is absent when the product has no club price. A product is a
 * kit when it holds 2 or more bottles of wine (kit.ts), its kit price being the customer's price.
 */
export function priceBoxInputsFor(
  product: PriceBoxProduct,
  options: PriceBoxOptions,
): PriceBoxInputs {
  const price = customerPrice(product, options.subscriber && !options.hideMemberPrice);
  const isKit = bottlesInKit(product.constituents) >= 2;
  return {
    listPrice: product.listPrice,
    memberPrice: isPriceDisplayValid(product.clubPrice) ? product.clubPrice : null,
    nonMemberPrice: nonMemberPrice(product),
    priceWithoutDiscount: null,
    discountPercentage: badgePercentage(price, product.listPrice),
    kitPrice: isKit ? price : null,
    pricePerBottle: isKit ? kitPricePerBottle(price, product.constituents) : null,
    pricePerBottleWithoutDiscount: isKit
      ? kitPricePerBottle(product.listPrice, product.constituents)
      : null,
    hideListPrice: options.hideListPrice ?? false,
    hideMemberPrice: options.hideMemberPrice,
  };
}
