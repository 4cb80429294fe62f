/**
 * What the checkout page shows, read from the cart document and the payment details (SPEC §2
 * /checkout.ep, §3 Cart/Address/Payment types; contract/checkout.ts; money in decimal reais,
 * ADR 0004). Pure: the server prices everything (levels, totals, installments); this file only
 * orders and labels it.
 */
import type {
  AddressDto,
  CheckoutPaymentType,
  CartCheckoutDto,
  CartDto,
  CreditCardDto,
  InstallmentOptionDto,
  LastPaymentTypeDto,
  PaymentDetailsDto,
  PaymentMethodOptionDto,
  ShippingServiceLevelDto,
} from '@adega/server/contract';
import { fromReais, type Centavos } from '@adega/domain/money';
import { CLUB_DELIVERY } from '@adega/domain/club/box';
import { isCheckoutOfferVisible } from '@adega/domain/pricing/premium';
import { isClubItem, isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import { hasSubscription, isFeatureVisible, type SubscriptionFlags } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import { isPrimeLine } from '../cart';

export const CHECKOUT_TEXTS = {
  title: 'Finalizar pedido',
  addressModalTitle: 'Onde gostaria de entregar seu pedido?',
  confirmAddress: 'Confirmar endereço',
  newAddress: 'Novo endereço',
  changeAddress: 'Alterar endereço',
  chooseAddress: 'Escolher endereço',
  noAddress: 'Nenhum endereço de entrega escolhido.',
  free: 'Grátis',
  place: 'Finalizar compra',
  placing: 'Finalizando…',
  emptyCart: 'Sua WineBox está vazia. Escolha seus produtos para finalizar o pedido.',
  chooseAddressFirst: 'Escolha o endereço de entrega.',
  chooseShippingFirst: 'Escolha a forma de entrega.',
  paymentNotReady: 'Aguarde as formas de pagamento carregarem e tente novamente.',
  shippingToCalculate: 'A calcular',
  nothingToShip: 'Assinatura sem entrega: não há produtos para enviar.',
} as const;

/** '/pedido-confirmado.ep?orderNumber=…' (the confirmation page of issue #13). */
export function orderConfirmedUrl(orderNumber: string): string {
  return `/pedido-confirmado.ep?orderNumber=${encodeURIComponent(orderNumber)}`;
}

/** The checkout fields of the cart document, with their empty values when absent. */
export function checkoutOf(cart: CartDto): CartCheckoutDto {
  const fields = cart as CartDto & Partial<CartCheckoutDto>;
  return {
    shippingAddress: fields.shippingAddress ?? null,
    deliveryMethod: fields.deliveryMethod ?? 'DELIVERY',
    shippingServiceLevels: fields.shippingServiceLevels ?? [],
    selectedShippingServiceLevel: fields.selectedShippingServiceLevel ?? null,
    orderGift: fields.orderGift ?? null,
  };
}

/** The saved addresses, the preferred one first (then as the server listed them). */
export function sortAddresses(addresses: readonly AddressDto[]): AddressDto[] {
  return [...addresses].sort((a, b) => Number(b.preferred) - Number(a.preferred));
}

/** Which address the modal starts on: the cart's, else the preferred, else the first. */
export function initialAddressChoice(
  addresses: readonly AddressDto[],
  current: AddressDto | null,
): number | null {
  const sorted = sortAddresses(addresses);
  const same = current ? sorted.find((a) => a.uidPk === current.uidPk) : undefined;
  return (same ?? sorted[0])?.uidPk ?? null;
}

/** 'Grátis' or 'R$ 19,90'. */
export function levelPriceText(level: Pick<ShippingServiceLevelDto, 'price'>): string | Centavos {
  const price = fromReais(level.price);
  return price === 0 ? CHECKOUT_TEXTS.free : price;
}

/** 'Receba em até 1 dia útil' / 'Receba em até 5 dias úteis'. */
export function deliveryDaysText(days: number): string {
  return days === 1 ? 'Receba em até 1 dia útil' : `Receba em até ${String(days)} dias úteis`;
}

export interface TotalRow {
  key: string;
  label: string;
  /** Centavos (negative for what is taken off), or a text ('Grátis', 'A calcular'). */
  value: Centavos | string;
}

/**
 * The summary's rows: subtotal, discounts, shipping, packaging, gift certificates, cashback.
 * The total is `cart.total`, which the server computed with all of them.
 */
export function totalRows(cart: CartDto): TotalRow[] {
  const rows: TotalRow[] = [
    { key: 'subtotal', label: 'Subtotal', value: fromReais(cart.subtotalMoney.amount) },
  ];
  // Premium's 15 % has a row of its own (issue #15); the other discounts are summed.
  const premium = fromReais(cart.premiumDiscountMoney?.amount ?? 0);
  const discount = fromReais(cart.subtotalDiscountMoney.amount) - premium;
  if (discount > 0) rows.push({ key: 'discount', label: 'Descontos', value: -discount });
  if (premium > 0) {
    rows.push({
      key: 'premium',
      label: `Desconto Premium (${String(cart.primeDiscountRate)}%)`,
      value: -premium,
    });
  }
  const { selectedShippingServiceLevel: level } = checkoutOf(cart);
  const shipping = cart.shippingCostValue ? fromReais(cart.shippingCostValue.amount) : null;
  rows.push({
    key: 'shipping',
    label: 'Frete',
    value: !shipsBottles(cart)
      ? CHECKOUT_TEXTS.free
      : level === null || shipping === null
        ? CHECKOUT_TEXTS.shippingToCalculate
        : shipping === 0
          ? CHECKOUT_TEXTS.free
          : shipping,
  });
  const packaging = fromReais(cart.giftPackagingMoney?.amount ?? 0);
  if (packaging > 0) {
    rows.push({ key: 'packaging', label: 'Embalagem para presente', value: packaging });
  }
  const certificates = fromReais(cart.giftCertificateDiscountMoney.amount);
  if (certificates > 0) {
    rows.push({ key: 'certificates', label: 'Vales-presente', value: -certificates });
  }
  const cashback = fromReais(cart.cashBack?.used.amount ?? 0);
  if (cashback > 0) rows.push({ key: 'cashback', label: 'Cashback', value: -cashback });
  return rows;
}

/**
 * Why the order cannot be placed yet, or null. Only what the page itself asks for: availability,
 * members-only and stock are the server's to judge at placement (its message is shown).
 */
export function blockingReason(cart: CartDto): string | null {
  const { shippingAddress, selectedShippingServiceLevel } = checkoutOf(cart);
  if (!shippingAddress) return CHECKOUT_TEXTS.chooseAddressFirst;
  if (!selectedShippingServiceLevel && shipsBottles(cart))
    return CHECKOUT_TEXTS.chooseShippingFirst;
  return null;
}

/** Whether the page has anything to buy: a subscription alone is bought here too (issue #15). */
export function hasProducts(cart: CartDto | null): boolean {
  return (cart?.cartItems.length ?? 0) > 0;
}

const typeOf = (item: CartDto['cartItems'][number]) => ({
  productType: item.productSku.product.productType.name,
});

/**
 * Whether the order ships bottles. A cart of subscriptions only has no level to choose (ADR 0022):
 * a club box ships later with the club's free delivery, a premium plan ships nothing.
 */
export function shipsBottles(cart: CartDto): boolean {
  return cart.cartItems.some((item) => item.available && !isSubscriptionItem(typeOf(item)));
}

/** How a cart without bottles is delivered: the club box's delivery, or nothing (premium only). */
export function subscriptionDelivery(cart: CartDto): { name: string; deliveryDays: number } | null {
  return cart.cartItems.some((item) => isClubItem(typeOf(item))) ? { ...CLUB_DELIVERY } : null;
}

/**
 * SPEC §2/§6 checkout subscription offer: never in the outlet; only to non-subscribers; hidden
 * when the subscription is active and is the only cart item.
 */
export function showCheckoutOffer(
  customer: SubscriptionFlags | null,
  cart: CartDto,
  store: Store,
): boolean {
  if (!isFeatureVisible('premiumOffer', store)) return false;
  return isCheckoutOfferVisible({
    subscriber: hasSubscription(customer),
    subscriptionActive: cart.clubePrimeOnCart,
    items: cart.cartItems.map((item) => ({
      productType: item.productSku.product.productType.name,
    })),
  });
}

/** The premium line, when it is in the cart (shown apart in the summary). */
export function premiumLine(cart: CartDto) {
  return cart.cartItems.find(isPrimeLine) ?? null;
}

export type CardChoice = { kind: 'saved'; uidPk: number } | { kind: 'new' };

export interface PaymentChoice {
  /** The method chosen: a card (with `card` and `installments`), Pix, boleto or cashback. */
  method: CheckoutPaymentType;
  card: CardChoice;
  installments: number;
}

/** The methods issue #14 places an order with; the body of the others carries nothing else. */
export const PLACEABLE_METHODS: readonly CheckoutPaymentType[] = [
  'CREDITCARD',
  'PIX',
  'BOLETO',
  'CREDITOCLUBE',
];

/** What the customer reads under a chosen method other than the card. */
export const METHOD_NOTES: Partial<Record<CheckoutPaymentType, string>> = {
  PIX: 'Ao finalizar, você recebe o QR Code e o código Pix Copia e Cola. Pague em até 30 minutos; a confirmação é imediata.',
  BOLETO:
    'Ao finalizar, você recebe a linha digitável e o boleto em PDF. O vencimento é em 3 dias úteis e a confirmação do pagamento pode levar até 2 dias úteis.',
  CREDITOCLUBE: 'Seu saldo de cashback paga o pedido inteiro. Nada é cobrado no cartão.',
};

/** Whether a method is listed as available for this cart. */
export function isMethodOffered(
  methods: readonly Pick<PaymentMethodOptionDto, 'type' | 'available'>[],
  type: CheckoutPaymentType | null | undefined,
): boolean {
  return !!type && methods.some((method) => method.type === type && method.available);
}

/**
 * The method preselected: the last one paid with when this cart offers it, else the card when
 * offered, else the first offered method that can be placed, else the card (the server then
 * explains why it cannot be used).
 */
export function preselectMethod(
  methods: readonly Pick<PaymentMethodOptionDto, 'type' | 'available'>[],
  last: CheckoutPaymentType | null | undefined,
): CheckoutPaymentType {
  if (isMethodOffered(methods, last) && PLACEABLE_METHODS.includes(last as CheckoutPaymentType)) {
    return last as CheckoutPaymentType;
  }
  if (isMethodOffered(methods, 'CREDITCARD')) return 'CREDITCARD';
  const first = methods.find((m) => m.available && PLACEABLE_METHODS.includes(m.type));
  return first?.type ?? 'CREDITCARD';
}

/** The method kept when the methods are read again: the same while offered, else preselected. */
export function keepMethod(
  methods: readonly Pick<PaymentMethodOptionDto, 'type' | 'available'>[],
  current: CheckoutPaymentType,
): CheckoutPaymentType {
  return isMethodOffered(methods, current) ? current : preselectMethod(methods, null);
}

function hasInstallments(options: readonly InstallmentOptionDto[], count: number | null): boolean {
  return count !== null && options.some((option) => option.count === count);
}

/**
 * The payment preselected (issue #13: `getLastPaymentType` preselects): the card paid with last
 * when it is still saved, else the preferred saved card, else the first, else a new card; the
 * last installment count when this cart offers it, else 1×.
 */
export function preselectPayment(
  details: Pick<PaymentDetailsDto, 'savedCards' | 'installments'> &
    Partial<Pick<PaymentDetailsDto, 'methods'>>,
  last: LastPaymentTypeDto | null,
): PaymentChoice {
  const cards: readonly CreditCardDto[] = details.savedCards;
  const lastCard =
    last?.type === 'CREDITCARD' && last.creditCardUidPk !== null
      ? cards.find((card) => card.uidPk === last.creditCardUidPk)
      : undefined;
  const card = lastCard ?? cards.find((c) => c.preferred) ?? cards[0];
  const lastCount = last?.type === 'CREDITCARD' ? last.installments : null;
  return {
    method: preselectMethod(details.methods ?? [], last?.type),
    card: card ? { kind: 'saved', uidPk: card.uidPk } : { kind: 'new' },
    installments: hasInstallments(details.installments, lastCount) ? (lastCount as number) : 1,
  };
}

/** The installment count kept when the table changes (the total moved): the same, else 1×. */
export function keepInstallments(options: readonly InstallmentOptionDto[], count: number): number {
  return hasInstallments(options, count) ? count : 1;
}
