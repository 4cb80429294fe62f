import { describe, expect, it } from 'vitest';
import { brDateOf, orderCashbackStatus, orderCashbackText } from './cashback.ts';
import { itReturns } from '../test-support/examples.ts';

const credited = new Date('2026-11-20T12:00:00Z');

describe('order cashback', () => {
  itReturns(
    'is pending until delivered, then credited; cancelled or none otherwise: %j, %j, %j → %j',
    orderCashbackStatus,
    [
      [120, 'PAGO', null, 'PENDING'],
      [120, 'ENVIADO', null, 'PENDING'],
      [120, 'ENTREGUE', credited, 'CREDITED'],
      [120, 'CANCELADO', null, 'CANCELED'],
      [0, 'PAGO', null, 'NONE'],
    ],
  );

  it('says it in pt-BR', () => {
    expect(orderCashbackText('PENDING', 120, null)).toBe(
      'Você vai ganhar R$ 1,20 de cashback quando o pedido for entregue.',
    );
    expect(orderCashbackText('CREDITED', 120, credited)).toBe(
      'R$ 1,20 de cashback creditado em 20/11/2026.',
    );
    expect(orderCashbackText('CREDITED', 120, null)).toMatch(/creditado em/);
    expect(orderCashbackText('CANCELED', 120, null)).toMatch(/cancelado/);
    expect(orderCashbackText('NONE', 0, null)).toBe('Este pedido não gera cashback.');
  });

  it('writes dates in São Paulo', () => {
    expect(brDateOf(new Date('2026-12-01T02:00:00Z'))).toBe('30/11/2026');
  });
});
