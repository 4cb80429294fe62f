import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ORDER_STATUSES, orderStatusLabel, orderStatusMachine, transition } from './status.ts';

const { canTransition, isFinal: isFinalStatus, is: isOrderStatus } = orderStatusMachine;

describe('order state machine', () => {
  it('walks the happy path', () => {
    let status = transition('AGUARDANDO_PAGAMENTO', 'PAGO');
    status = transition(status, 'FATURADO');
    status = transition(status, 'ENVIADO');
    expect(transition(status, 'ENTREGUE')).toBe('ENTREGUE');
  });

  it('cancels from awaiting payment, paid and invoiced only', () => {
    const allowed = ORDER_STATUSES.filter((from) => canTransition(from, 'CANCELADO'));
    expect(allowed).toEqual(['AGUARDANDO_PAGAMENTO', 'EM_ANALISE', 'PAGO', 'FATURADO']);
  });

  it('puts a waiting order in review and lets review end only in PAGO or CANCELADO (F14)', () => {
    expect(transition('AGUARDANDO_PAGAMENTO', 'EM_ANALISE')).toBe('EM_ANALISE');
    const into = ORDER_STATUSES.filter((from) => canTransition(from, 'EM_ANALISE'));
    expect(into).toEqual(['AGUARDANDO_PAGAMENTO']);
    const out = ORDER_STATUSES.filter((to) => canTransition('EM_ANALISE', to));
    expect(out).toEqual(['PAGO', 'CANCELADO']);
    expect(isFinalStatus('EM_ANALISE')).toBe(false);
    expect(() => transition('EM_ANALISE', 'ENVIADO')).toThrow(
      'Um pedido Em análise não pode passar a Enviado.',
    );
  });

  it('refuses illegal changes with a clear pt-BR message', () => {
    expect(() => transition('ENTREGUE', 'CANCELADO')).toThrow(
      'Um pedido Entregue não pode passar a Cancelado.',
    );
    try {
      transition('AGUARDANDO_PAGAMENTO', 'ENVIADO');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('CONFLICT');
    }
    expect(canTransition('CANCELADO', 'PAGO')).toBe(false);
    expect(canTransition('PAGO', 'AGUARDANDO_PAGAMENTO')).toBe(false);
  });

  it('labels every status in pt-BR', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Aguardando pagamento',
      'Em análise',
      'Pago',
      'Faturado',
      'Enviado',
      'Entregue',
      'Cancelado',
    ]);
  });

  it('knows its statuses and final states', () => {
    expect(isOrderStatus('PAGO')).toBe(true);
    expect(isOrderStatus('pago')).toBe(false);
    expect(isFinalStatus('ENTREGUE')).toBe(true);
    expect(isFinalStatus('CANCELADO')).toBe(true);
    expect(isFinalStatus('PAGO')).toBe(false);
  });
});
