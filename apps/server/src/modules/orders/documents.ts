/**
 * Orders as the storefront reads them (contract/checkout.ts): centavos inside, reais in JSON
 * (ADR 0004); the status labels and the delivery estimate come from the domain.
 */
import { toReais } from '@adega/domain/money';
import { isPaymentType, type PaymentType } from '@adega/domain/enums';
import { estimatedDelivery } from '@adega/domain/orders/delivery';
import { orderStatusLabel, type OrderStatus } from '@adega/domain/orders/status';
import type { Store } from '@adega/domain/store';
import type { orderHistory, orderItems, orders, payments } from '../../db/schema.ts';
import type {
  AddressDto,
  OrderDto,
  OrderPaymentDto,
  OrderSummaryDto,
  PlacedOrderDto,
} from '../../contract.ts';
import { productImageUrl, productUrl } from '../catalog/service.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderHistory.$inferSelect;

const money = (centavos: number) => ({ amount: toReais(centavos) });
const iso = (value: Date | string) => new Date(value).toISOString();

function paymentTypeOf(value: string): PaymentType {
  return isPaymentType(value) ? value : 'CREDITCARD';
}

export function paymentDto(payment: PaymentRow): OrderPaymentDto {
  return {
    type: paymentTypeOf(payment.type),
    status: payment.status,
    brand: payment.brand,
    lastFour: payment.lastFour,
    installments: payment.installments,
    installmentAmount: toReais(payment.installmentAmount),
    amount: toReais(payment.amount),
    // Issue #14 (h/payments): the Pix or boleto to pay while the order waits.
    pix: null,
    boleto: null,
  };
}

export function placedOrderDto(order: OrderRow, payment: PaymentRow): PlacedOrderDto {
  return {
    orderNumber: order.number,
    status: order.status as OrderStatus,
    total: toReais(order.total),
    payment: paymentDto(payment),
  };
}

export function orderSummaryDto(order: OrderRow): OrderSummaryDto {
  const status = order.status as OrderStatus;
  return {
    orderNumber: order.number,
    status,
    statusLabel: orderStatusLabel(status),
    createdAt: iso(order.createdAt),
    total: toReais(order.total),
    numItems: order.numItems,
  };
}

export function orderDto(
  order: OrderRow,
  payment: PaymentRow,
  items: readonly ItemRow[],
  history: readonly HistoryRow[],
): OrderDto {
  const paidAt = history.find((entry) => entry.status === 'PAGO')?.at ?? null;
  const level = order.shippingLevel;
  return {
    ...orderSummaryDto(order),
    store: order.store as Store,
    items: items.map((item) => ({
      skuCode: item.sku,
      displayName: item.name,
      imageUrl: productImageUrl(item.sku),
      productSeoUrl: productUrl(item.sku),
      quantity: item.quantity,
      unitPrice: toReais(item.unitPrice),
      total: toReais(item.total),
      discount: toReais(item.discount),
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
    payment: paymentDto(payment),
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
