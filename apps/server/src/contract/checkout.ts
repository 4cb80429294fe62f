/**
 * Checkout and orders (issue #13). The shapes the storefront reads; money is decimal reais as in
 * the cart document (ADR 0004): the services answer centavos and each answer's money fields are
 * declared here (ADR 0051). Helpers may add fields; renaming one is a contract change.
 */
import { AMOUNT, type MoneyFields } from '@adega/domain/money-json';
import type { PaymentType } from '@adega/domain/enums';
import type { OrderStatus } from '@adega/domain/orders/status';

/**
 * What an order can be paid with (issue #14): the SPEC §3 payment types plus 'PIX', which the
 * §3 list does not name (ADR 0017). Accepted at checkout: CREDITCARD, PIX, BOLETO (while the
 * flag `enable/bank_slip` is on) and CREDITOCLUBE (when the cashback balance covers the order).
 */
export type CheckoutPaymentType = PaymentType | 'PIX';
import type { AddressDto, CreditCardDto } from './account.ts';
import type { Store } from '@adega/domain/store';
import type { MoneyAmountDto } from './money.ts';

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

/** What the cart document carries for the checkout (merged into the cart document). */
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
  type: CheckoutPaymentType;
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

export const PAYMENT_DETAILS_MONEY: MoneyFields<PaymentDetailsDto> = {
  installments: { amount: true, nextAmount: true, total: true },
  amountDue: true,
};

/** RPC `getLastPaymentType`: what the customer paid with last (to preselect), or nulls. */
export interface LastPaymentTypeDto {
  type: CheckoutPaymentType | null;
  creditCardUidPk: number | null;
  installments: number | null;
}

/** The order states of the domain's state machine (issue #13; EM_ANALISE: issue #33 F14). */
export type { OrderStatus } from '@adega/domain/orders/status';

export interface OrderPaymentDto {
  type: CheckoutPaymentType;
  /**
   * 'PENDING' | 'AUTHORIZED' | 'CAPTURED' | 'REFUSED' | 'VOIDED' | 'REFUNDED' (cards) and, for
   * Pix and boleto (issue #14), 'WAITING' (issued, not paid) | 'PAID' | 'EXPIRED'.
   */
  status: string;
  brand: string | null;
  lastFour: string | null;
  installments: number;
  installmentAmount: number;
  amount: number;
  /** The Pix to pay while the order waits for it (issue #14), else null. */
  pix: PixInstructionsDto | null;
  /** The boleto to pay while the order waits for it (issue #14), else null. */
  boleto: BoletoInstructionsDto | null;
}

/** A dynamic Pix issued by the gateway for one order (issue #14). */
export interface PixInstructionsDto {
  /** The BR Code (EMV payload with its CRC-16): the 'Pix Copia e Cola' text and the QR's content. */
  brCode: string;
  /** The QR code of `brCode` as an SVG document (server-generated, no script). */
  qrCodeSvg: string;
  /** ISO date-time: 30 minutes after issue; the order is cancelled when it passes unpaid. */
  expiresAt: string;
  /** Reais. */
  amount: number;
  /**
   * In the sandbox only: the path a tester POSTs to make the gateway pay, expire or refuse it
   * (`/sandbox/payments/{id}`, + `/paid` | `/expired` | `/refused`); null in production.
   */
  sandboxControl: string | null;
}

/** A boleto issued by the gateway for one order (issue #14). */
export interface BoletoInstructionsDto {
  /** The linha digitável: 47 digits (FEBRABAN check digits valid). */
  digitableLine: string;
  /** The same, grouped as printed: '00190.00009 01149.718601 68524.522114 6 75860000102656'. */
  formattedLine: string;
  /** The ITF (interleaved 2 of 5) barcode of the 44-digit bar code, as an SVG document. */
  barcodeSvg: string;
  /** yyyy-mm-dd: 3 business days after issue (Brazilian national holidays are not business days). */
  dueDate: string;
  /** Reais. */
  amount: number;
  /** Where the owner downloads it as PDF: '/api/v1/me/orders/{orderNumber}/boleto.pdf'. */
  pdfUrl: string;
  /** As in PixInstructionsDto. */
  sandboxControl: string | null;
}

/**
 * `GET /api/v1/me/orders/{orderNumber}/status` (owner only; 404 otherwise): what the
 * confirmation page polls while an order waits for its Pix or boleto (issue #14).
 */
export interface OrderStatusDto {
  orderNumber: string;
  status: OrderStatus;
  statusLabel: string;
  /** As OrderPaymentDto.status. */
  paymentStatus: string;
}

/** The nota fiscal of an order, once it is FATURADO (issue #14). */
export interface OrderInvoiceDto {
  /** The NF-e number. */
  number: string;
  series: string;
  /** 44 digits, the last one its mod-11 check digit. */
  accessKey: string;
  /** ISO date-time. */
  issuedAt: string;
  /** '/download-nota-fiscal.ep?orderNumber={orderNumber}' (PDF, owner only). */
  url: string;
}

/** The carrier's tracking of a shipped order (issue #14). */
export interface OrderTrackingDto {
  carrier: string;
  code: string;
  /** The carrier's tracking page for the code, or null. */
  url: string | null;
  /** ISO date-time when it shipped. */
  shippedAt: string;
}

/**
 * `POST /api/v1/me/loyalty/order_cash_back {orderNumber, type:'ORDER'}` (SPEC §7; owner only,
 * 404 otherwise): the cashback the order earns. PENDING until the order is delivered, then
 * CREDITED (once, in the ledger); CANCELED when the order was cancelled; NONE when it earns
 * nothing.
 */
export interface OrderCashbackDto {
  orderNumber: string;
  type: 'ORDER';
  status: 'PENDING' | 'CREDITED' | 'CANCELED' | 'NONE';
  /** Reais. */
  amount: number;
  /** ISO date-time of the ledger credit, or null. */
  creditedAt: string | null;
  /** pt-BR: 'Você vai ganhar R$ 1,20 de cashback quando o pedido for entregue.' / 'R$ 1,20 de cashback creditado em 20/11/2026.' … */
  text: string;
}

export const ORDER_CASHBACK_MONEY: MoneyFields<OrderCashbackDto> = { amount: true };

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
  /** Bottles and other merchandise (SPEC §4: subscriptions are not counted). */
  numItems: number;
  /** The names of the order's subscription lines (club box line, premium plan), in order. */
  subscriptions: string[];
}

/** `GET /api/v1/me/orders/{orderNumber}` (owner only; anyone else 404). */
export interface OrderDto extends OrderSummaryDto {
  store: Store;
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
  /** Issue #14: the nota fiscal once FATURADO, else null. */
  invoice: OrderInvoiceDto | null;
  /** Issue #14: the carrier's tracking once ENVIADO, else null. */
  tracking: OrderTrackingDto | null;
  /** Issue #14: the order's cashback (as order_cash_back answers it). */
  cashback: OrderCashbackDto;
}

/** The money fields of the orders' answers (ADR 0051). */
const ORDER_PAYMENT_MONEY: MoneyFields<OrderPaymentDto> = {
  installmentAmount: true,
  amount: true,
  pix: { amount: true },
  boleto: { amount: true },
};
export const PLACED_ORDER_MONEY: MoneyFields<PlacedOrderDto> = {
  total: true,
  payment: ORDER_PAYMENT_MONEY,
};
export const ORDER_SUMMARY_MONEY: MoneyFields<OrderSummaryDto> = { total: true };
export const ORDER_MONEY: MoneyFields<OrderDto> = {
  total: true,
  items: { unitPrice: true, total: true, discount: true },
  subtotal: AMOUNT,
  discount: AMOUNT,
  shipping: AMOUNT,
  giftPackaging: AMOUNT,
  giftCertificates: AMOUNT,
  cashbackUsed: AMOUNT,
  payment: ORDER_PAYMENT_MONEY,
  cashback: ORDER_CASHBACK_MONEY,
};

/**
 * `GET /api/v1/products/{sku}/shipping?cep=…` (issue #34 'Calcular frete'): the checkout's levels
 * for one unit of the product at this CEP, for this caller (premium subscribers' free shipping).
 * Money in reais on the wire (ADR 0051).
 */
export interface ProductShippingDto {
  sku: string;
  quantity: number;
  destination: { cep: string; uf: string };
  /** The checkout's levels for this destination, as the cart offers them. */
  levels: ShippingServiceLevelDto[];
}

export const PRODUCT_SHIPPING_MONEY: MoneyFields<ProductShippingDto> = {
  levels: { price: true, fullPrice: true },
};
