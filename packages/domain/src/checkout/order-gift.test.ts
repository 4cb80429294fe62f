import { describe, expect, it } from 'vitest';
import { isDeliveryMethodAvailable, ORDER_GIFT_LIMITS, ORDER_GIFT_TEXTS } from './order-gift.ts';

describe('order gift and delivery method', () => {
  it('states its maxima in its texts', () => {
    expect(ORDER_GIFT_LIMITS.message).toBe(300);
    expect(ORDER_GIFT_TEXTS.messageMax).toBe('A mensagem deve ter no máximo 300 caracteres.');
  });

  it('delivery is available, pickup is not yet', () => {
    expect(isDeliveryMethodAvailable('DELIVERY')).toBe(true);
    expect(isDeliveryMethodAvailable('PICKUP')).toBe(false);
  });
});
