import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  applySubscriptionAction,
  PERIOD_STATUSES,
  periodStatusLabel,
  canApplySubscriptionAction,
  SUBSCRIPTION_ACTIONS,
  subscriptionActionRefusal,
  SUBSCRIPTION_STATES,
  subscriptionStateLabel,
  subscriptionStateMachine,
} from './state.ts';

const {
  canTransition: canTransitionSubscription,
  isFinal: isFinalSubscriptionState,
  is: isSubscriptionState,
  transition: transitionSubscription,
} = subscriptionStateMachine;

describe('subscription state machine', () => {
  it('pauses, resumes, fails, recovers and cancels', () => {
    let state = applySubscriptionAction('ACTIVE', 'pause');
    expect(state).toBe('ON_HOLD');
    state = applySubscriptionAction(state, 'resume');
    state = transitionSubscription(state, 'PAST_DUE');
    state = transitionSubscription(state, 'ACTIVE');
    expect(applySubscriptionAction(state, 'cancel')).toBe('CANCELED');
    expect(applySubscriptionAction('PAST_DUE', 'cancel')).toBe('CANCELED');
    expect(applySubscriptionAction('ON_HOLD', 'cancel')).toBe('CANCELED');
  });

  it('refuses with clear pt-BR messages', () => {
    expect(() => applySubscriptionAction('ON_HOLD', 'pause')).toThrow(
      'Só é possível pausar uma assinatura ativa.',
    );
    expect(() => applySubscriptionAction('PAST_DUE', 'pause')).toThrow(AppError);
    expect(() => applySubscriptionAction('ACTIVE', 'resume')).toThrow(
      'Só é possível retomar uma assinatura pausada.',
    );
    expect(() => applySubscriptionAction('CANCELED', 'cancel')).toThrow(
      'Esta assinatura já está cancelada.',
    );
    expect(() => transitionSubscription('CANCELED', 'ACTIVE')).toThrow(
      'Uma assinatura Cancelada não pode passar a Ativa.',
    );
    try {
      transitionSubscription('ON_HOLD', 'PAST_DUE');
    } catch (error) {
      expect((error as AppError).code).toBe('CONFLICT');
    }
  });

  it('labels every state in pt-BR; only CANCELED is final', () => {
    expect(SUBSCRIPTION_STATES.map(subscriptionStateLabel)).toEqual([
      'Ativa',
      'Pausada',
      'Pagamento pendente',
      'Cancelada',
    ]);
    expect(SUBSCRIPTION_STATES.filter(isFinalSubscriptionState)).toEqual(['CANCELED']);
    expect(isSubscriptionState('ACTIVE')).toBe(true);
    expect(isSubscriptionState('active')).toBe(false);
    expect(canTransitionSubscription('ON_HOLD', 'PAST_DUE')).toBe(false);
  });
});

describe('canApplySubscriptionAction', () => {
  it('says exactly when applySubscriptionAction succeeds', () => {
    for (const from of SUBSCRIPTION_STATES) {
      for (const action of Object.keys(
        SUBSCRIPTION_ACTIONS,
      ) as (keyof typeof SUBSCRIPTION_ACTIONS)[]) {
        const allowed = canApplySubscriptionAction(from, action);
        if (allowed)
          expect(applySubscriptionAction(from, action)).toBe(SUBSCRIPTION_ACTIONS[action]);
        else
          expect(() => applySubscriptionAction(from, action)).toThrow(
            subscriptionActionRefusal(action),
          );
      }
    }
  });

  it('pauses an active one only, resumes a paused one only, cancels all but a cancelled one', () => {
    expect(SUBSCRIPTION_STATES.filter((s) => canApplySubscriptionAction(s, 'pause'))).toEqual([
      'ACTIVE',
    ]);
    expect(SUBSCRIPTION_STATES.filter((s) => canApplySubscriptionAction(s, 'resume'))).toEqual([
      'ON_HOLD',
    ]);
    expect(SUBSCRIPTION_STATES.filter((s) => canApplySubscriptionAction(s, 'cancel'))).toEqual([
      'ACTIVE',
      'ON_HOLD',
      'PAST_DUE',
    ]);
  });
});

describe('payment history labels (issue #34)', () => {
  it('names every period status in pt-BR, distinctly', () => {
    const labels = PERIOD_STATUSES.map(periodStatusLabel);
    expect(labels).toEqual([
      'Em cobrança',
      'Paga',
      'Sem cobrança',
      'Recusada, nova tentativa',
      'Não paga',
    ]);
    expect(new Set(labels).size).toBe(PERIOD_STATUSES.length);
    expect(periodStatusLabel('OUTRO')).toBe('OUTRO');
  });
});
