/**
 * Orders as the storefront reads them (contract/checkout.ts): centavos here, reais in JSON (ADR
 * 0004: the operations convert the fields their contract names, ADR 0051); the status labels and
 * the delivery estimate come from the domain.
 */
import { isPaymentType } from '@adega/domain/enums';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import { formatDigitableLine } from '@adega/domain/payments/boleto';
import { estimatedDelivery } from '@adega/domain/orders/delivery';
import { orderStatusLabel, type OrderStatus } from '@adega/domain/orders/status';
import type { Store } from '@adega/domain/store';
import type { orderHistory, orderItems, orders, payments } from '../../db/schema.ts';
import type {
  AddressDto,
  CheckoutPaymentType,
  OrderDto,
  OrderPaymentDto,
  OrderSummaryDto,
  PlacedOrderDto,
} from '../../contract.ts';
import { productImageUrl, productUrl } from '../catalog/service.ts';
import { boletoBarcodeSvg, pixQrSvg } from '../payments/media.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderHistory.$inferSelect;

const money = (centavos: number) => ({ amount: centavos });
const iso = (value: Date | string) => new Date(value).toISOString();

function paymentTypeOf(value: string): CheckoutPaymentType {
  return value === 'PIX' || isPaymentType(value) ? value : 'CREDITCARD';
}

/** How instructions are shown: the order they pay and whether the sandbox control exists. */
export interface PaymentView {
  orderNumber: string;
  sandbox: boolean;
}

/** The Pix or boleto to pay while the payment waits (issue #14); nulls otherwise. */
function instructionsOf(
  payment: PaymentRow,
  view: PaymentView | undefined,
): Pick<OrderPaymentDto, 'pix' | 'boleto'> {
  if (payment.status !== 'WAITING' || !payment.chargeId || !view)
    return { pix: null, boleto: null };
  const sandboxControl = view.sandbox ? `/sandbox/payments/${payment.chargeId}` : null;
  const amount = payment.amount;
  if (payment.type === 'PIX' && payment.brCode && payment.expiresAt) {
    return {
      pix: {
        brCode: payment.brCode,
        qrCodeSvg: pixQrSvg(payment.brCode),
        expiresAt: iso(payment.expiresAt),
        amount,
        sandboxControl,
      },
      boleto: null,
    };
  }
  if (payment.type === 'BOLETO' && payment.digitableLine && payment.barcode && payment.dueDate) {
    return {
      pix: null,
      boleto: {
        digitableLine: payment.digitableLine,
        formattedLine: formatDigitableLine(payment.digitableLine),
        barcodeSvg: boletoBarcodeSvg(payment.barcode),
        dueDate: payment.dueDate,
        amount,
        pdfUrl: `/api/v1/me/orders/${encodeURIComponent(view.orderNumber)}/boleto.pdf`,
        sandboxControl,
      },
    };
  }
  return { pix: null, boleto: null };
}

export function paymentDto(payment: PaymentRow, view?: PaymentView): OrderPaymentDto {
  return {
    type: paymentTypeOf(payment.type),
    status: payment.status,
    brand: payment.brand,
    lastFour: payment.lastFour,
    installments: payment.installments,
    installmentAmount: payment.installmentAmount,
    amount: payment.amount,
    // Issue #14: the Pix or boleto to pay while the order waits.
    ...instructionsOf(payment, view),
  };
}

export function placedOrderDto(
  order: OrderRow,
  payment: PaymentRow,
  sandbox = false,
): PlacedOrderDto {
  return {
    orderNumber: order.number,
    status: order.status as OrderStatus,
    total: order.total,
    payment: paymentDto(payment, { orderNumber: order.number, sandbox }),
  };
}

/**
 * An order's row in the list. `subscriptions`: the names of its subscription lines (club box
 * line, premium plan), which the bottle count `numItems` leaves out (SPEC §4), so an order of a
 * plan alone still says what was bought.
 */
export function orderSummaryDto(
  order: OrderRow,
  subscriptions: readonly string[] = [],
): OrderSummaryDto {
  const status = order.status as OrderStatus;
  return {
    orderNumber: order.number,
    status,
    statusLabel: orderStatusLabel(status),
    createdAt: iso(order.createdAt),
    total: order.total,
    numItems: order.numItems,
    subscriptions: [...subscriptions],
  };
}

/** The names of the subscription lines among an order's items. */
export function subscriptionNamesOf(
  items: readonly Pick<ItemRow, 'name' | 'productType'>[],
): string[] {
  return items.filter((item) => isSubscriptionItem(item)).map((item) => item.name);
}

export function orderDto(
  order: OrderRow,
  payment: PaymentRow,
  items: readonly ItemRow[],
  history: readonly HistoryRow[],
  sandbox = false,
): OrderDto {
  const paidAt = history.find((entry) => entry.status === 'PAGO')?.at ?? null;
  const level = order.shippingLevel;
  return {
    ...orderSummaryDto(order, subscriptionNamesOf(items)),
    store: order.store as Store,
    items: items.map((item) => ({
      skuCode: item.sku,
      displayName: item.name,
      imageUrl: productImageUrl(item.sku),
      productSeoUrl: productUrl(item.sku),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      total: item.total,
      discount: item.discount,
      promotionGift: item.promotionGift,
      productType: item.productType,
    })),
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    shipping: money(order.shipping),
    giftPackaging: money(order.giftPackaging),
    giftCertificates: money(order.giftCertificates),
    cashbackUsed: money(order.cashbackUsed),
    coupon: order.couponCode,
    payment: paymentDto(payment, { orderNumber: order.number, sandbox }),
    shippingAddress: (order.shippingAddress as AddressDto | null) ?? null,
    shippingServiceLevel: level ? { name: level.name, deliveryDays: level.deliveryDays } : null,
    estimatedDelivery: estimatedDelivery(
      paidAt === null ? null : new Date(paidAt),
      level?.deliveryDays ?? null,
    ),
    orderGift: order.orderGift ?? null,
    history: history.map((entry) => {
      const status = entry.status as OrderStatus;
      return { status, label: orderStatusLabel(status), at: iso(entry.at), note: entry.note };
    }),
    // Issue #14 (h/fulfilment): the nota fiscal, the carrier's tracking, the order's cashback.
    invoice: null,
    tracking: null,
    cashback: {
      orderNumber: order.number,
      type: 'ORDER',
      status: 'NONE',
      amount: 0,
      creditedAt: null,
      text: '',
    },
  };
}
