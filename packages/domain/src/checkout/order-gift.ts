/**
 * The order gift card (SPEC §7 setOrderGift): from, to and a message, with our maxima and the
 * pt-BR texts of their refusals. Delivery methods: delivery to the address; store pickup is
 * refused for now (ADR 0013: no pickup points yet).
 */
export const ORDER_GIFT_LIMITS = { from: 60, to: 60, message: 300 } as const;

export const ORDER_GIFT_TEXTS = {
  fromRequired: 'Informe quem envia o presente.',
  toRequired: 'Informe para quem é o presente.',
  messageRequired: 'Escreva a mensagem do presente.',
  fromMax: `O nome de quem envia deve ter no máximo ${String(ORDER_GIFT_LIMITS.from)} caracteres.`,
  toMax: `O nome de quem recebe deve ter no máximo ${String(ORDER_GIFT_LIMITS.to)} caracteres.`,
  messageMax: `A mensagem deve ter no máximo ${String(ORDER_GIFT_LIMITS.message)} caracteres.`,
} as const;

export const DELIVERY_METHODS = ['DELIVERY', 'PICKUP'] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_TEXTS = {
  invalid: 'Escolha a forma de entrega: DELIVERY ou PICKUP.',
  pickupUnavailable:
    'A retirada na loja ainda não está disponível. Escolha a entrega no seu endereço.',
} as const;

/** Whether a delivery method can be chosen now (pickup has no points yet). */
export function isDeliveryMethodAvailable(method: DeliveryMethodCode): boolean {
  return method === 'DELIVERY';
}
