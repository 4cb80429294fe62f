/**
 * Checkout and orders (issue #13). The shapes the storefront reads; money is decimal reais as in
 * the cart document (ADR 0004). Helpers may add fields; renaming one is a contract change.
 */
import type { PaymentType } from '@adega/domain/enums';
import type { AddressDto, CreditCardDto } from './account.ts';
import type { CartDto, MoneyAmountDto } from './cart.ts';

/** One shipping service level offered for the cart's destination (SPEC §7 setShippingServiceLevel). */
export interface ShippingServiceLevelDto {
  /** The id sent back in `setShippingServiceLevel {uidPk}`. */
  uidPk: number;
  /** 'NORMAL' | 'EXPRESSA' | … (data). */
  code: string;
  /** pt-BR name shown: 'Normal', 'Expressa'. */
  name: string;
  /** Reais; 0 when a free-shipping rule applies. */
  price: number;
  /** The price before a free-shipping rule (equal to `price` without one). */
  fullPrice: number;
  /** Business days from payment to delivery. */
  deliveryDays: number;
  /** Why it is free ('Frete grátis para assinantes premium'), else null. */
  freeShippingReason: string | null;
}

export type DeliveryMethod = 'DELIVERY' | 'PICKUP';

/** SPEC §7 setOrderGift: a message card that goes with the order (packaging is giftPackaging). */
export interface OrderGiftDto {
  from: string;
  to: string;
  message: string;
}

/** What the cart document carries for the checkout (merged into CartDto). */
export interface CartCheckoutDto {
  /** The address the order goes to (a snapshot of the customer's saved address), or null. */
  shippingAddress: AddressDto | null;
  deliveryMethod: DeliveryMethod;
  /** The levels for this destination and number of bottles; empty without an address. */
  shippingServiceLevels: ShippingServiceLevelDto[];
  /** The chosen level (one of the list), or null. `CartDto.shippingCostValue` is its price. */
  selectedShippingServiceLevel: ShippingServiceLevelDto | null;
  orderGift: OrderGiftDto | null;
}

/** One installment option: `count`× of `amount`, 'sem juros' (total equals the order total). */
export interface InstallmentOptionDto {
  count: number;
  /** The first installment (it carries the centavos' remainder), as in the label. */
  amount: number;
  /** Each of the other installments (equal to `amount` when the split is exact). Added by h/shipping. */
  nextAmount: number;
  total: number;
  /** '3x de R$ 33,30 sem juros' */
  label: string;
}

export interface PaymentMethodOptionDto {
  type: PaymentType;
  /** pt-BR name: 'Cartão de crédito', 'Pix', 'Boleto'… */
  name: string;
  available: boolean;
  /** Why it cannot be used for this cart (shown), or null. */
  message: string | null;
}

/** RPC `getPaymentDetails`: the methods this cart can use, the installment table, saved cards. */
export interface PaymentDetailsDto {
  methods: PaymentMethodOptionDto[];
  installments: InstallmentOptionDto[];
  savedCards: CreditCardDto[];
  /** The amount to pay by card now (cart total after cashback and gift certificates). */
  amountDue: number;
}

/** RPC `getLastPaymentType`: what the customer paid with last (to preselect), or nulls. */
export interface LastPaymentTypeDto {
  type: PaymentType | null;
  creditCardUidPk: number | null;
  installments: number | null;
}

/** The order states of the domain's state machine (issue #13). */
export type OrderStatus =
  'AGUARDANDO_PAGAMENTO' | 'PAGO' | 'FATURADO' | 'ENVIADO' | 'ENTREGUE' | 'CANCELADO';

export interface OrderPaymentDto {
  type: PaymentType;
  /** 'AUTHORIZED' | 'CAPTURED' | 'REFUSED' | 'VOIDED' | 'REFUNDED' | 'PENDING' */
  status: string;
  brand: string | null;
  lastFour: string | null;
  installments: number;
  installmentAmount: number;
  amount: number;
}

/** `POST /api/v1/checkout/orders` and RPC `placeOrder` → 201. */
export interface PlacedOrderDto {
  orderNumber: string;
  status: OrderStatus;
  total: number;
  payment: OrderPaymentDto;
}

export interface OrderItemDto {
  skuCode: string;
  displayName: string;
  imageUrl: string;
  productSeoUrl: string;
  quantity: number;
  /** Unit price paid before cart promotions. */
  unitPrice: number;
  /** What the line cost (after its promotions). */
  total: number;
  discount: number;
  /** 'CHOSEN_GIFT' | 'PRODUCER_GIFT' | null, as in the cart. */
  promotionGift: string | null;
  productType: string;
}

export interface OrderHistoryEntryDto {
  status: OrderStatus;
  /** pt-BR label: 'Aguardando pagamento', 'Pago', 'Faturado', 'Enviado', 'Entregue', 'Cancelado'. */
  label: string;
  /** ISO date-time. */
  at: string;
  note: string | null;
}

/** `GET /api/v1/me/orders` rows. */
export interface OrderSummaryDto {
  orderNumber: string;
  status: OrderStatus;
  statusLabel: string;
  /** ISO date-time. */
  createdAt: string;
  total: number;
  numItems: number;
}

/** `GET /api/v1/me/orders/{orderNumber}` (owner only; anyone else 404). */
export interface OrderDto extends OrderSummaryDto {
  store: CartDto['store'];
  items: OrderItemDto[];
  subtotal: MoneyAmountDto;
  discount: MoneyAmountDto;
  shipping: MoneyAmountDto;
  giftPackaging: MoneyAmountDto;
  giftCertificates: MoneyAmountDto;
  cashbackUsed: MoneyAmountDto;
  coupon: string | null;
  payment: OrderPaymentDto;
  shippingAddress: AddressDto | null;
  shippingServiceLevel: { name: string; deliveryDays: number } | null;
  /** ISO date (yyyy-mm-dd) of the delivery estimate. */
  estimatedDelivery: string | null;
  orderGift: OrderGiftDto | null;
  history: OrderHistoryEntryDto[];
}
