/**
 * The subscription's state machine (issue #15): ACTIVE, ON_HOLD (paused: no box, no charge),
 * PAST_DUE (a charge failed and is being retried) and CANCELED (final). The server appends every
 * change to the subscription's history; this module only says which changes are legal, with the
 * same `state-machine.ts` as the orders.
 */
import { AppError } from '../errors.ts';
import { stateMachine } from '../state-machine.ts';

export const SUBSCRIPTION_STATES = ['ACTIVE', 'ON_HOLD', 'PAST_DUE', 'CANCELED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** pt-BR labels shown to the customer. */
export const SUBSCRIPTION_STATE_LABELS: Readonly<Record<SubscriptionState, string>> = {
  ACTIVE: 'Ativa',
  ON_HOLD: 'Pausada',
  PAST_DUE: 'Pagamento pendente',
  CANCELED: 'Cancelada',
};

const NEXT: Readonly<Record<SubscriptionState, readonly SubscriptionState[]>> = {
  ACTIVE: ['ON_HOLD', 'PAST_DUE', 'CANCELED'],
  ON_HOLD: ['ACTIVE', 'CANCELED'],
  PAST_DUE: ['ACTIVE', 'CANCELED'],
  CANCELED: [],
};

/** The customer's actions and the state each one leads to. */
export const SUBSCRIPTION_ACTIONS = {
  pause: 'ON_HOLD',
  resume: 'ACTIVE',
  cancel: 'CANCELED',
} as const satisfies Record<string, SubscriptionState>;
export type SubscriptionAction = keyof typeof SUBSCRIPTION_ACTIONS;

const ACTION_REFUSALS: Readonly<Record<SubscriptionAction, string>> = {
  pause: 'Só é possível pausar uma assinatura ativa.',
  resume: 'Só é possível retomar uma assinatura pausada.',
  cancel: 'Esta assinatura já está cancelada.',
};

/** The subscription's machine: is, label, canTransition, illegalMessage, transition, isFinal. */
export const subscriptionStateMachine = stateMachine({
  states: SUBSCRIPTION_STATES,
  labels: SUBSCRIPTION_STATE_LABELS,
  next: NEXT,
  subject: 'Uma assinatura',
});

export const subscriptionStateLabel = subscriptionStateMachine.label;

/** A billed period's state (ADR 0021): being charged, paid, skipped, refused (retried), cancelled. */
export const PERIOD_STATUSES = ['PENDING', 'PAID', 'SKIPPED', 'FAILED', 'CANCELED'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

const PERIOD_STATUS_LABELS: Readonly<Record<PeriodStatus, string>> = {
  PENDING: 'Em cobrança',
  PAID: 'Paga',
  SKIPPED: 'Sem cobrança',
  FAILED: 'Recusada, nova tentativa',
  CANCELED: 'Não paga',
};

/** The pt-BR label of a period in the subscription's payment history (issue #34). */
export function periodStatusLabel(status: string): string {
  return (PERIOD_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/**
 * A customer's action (pause, resume, cancel): the new state or AppError CONFLICT with the
 * action's own message. Pausing is for an ACTIVE subscription only (a PAST_DUE one pays first).
 */
export function applySubscriptionAction(
  from: SubscriptionState,
  action: SubscriptionAction,
): SubscriptionState {
  if (!canApplySubscriptionAction(from, action)) {
    throw new AppError('CONFLICT', ACTION_REFUSALS[action]);
  }
  return subscriptionStateMachine.transition(from, SUBSCRIPTION_ACTIONS[action]);
}

/**
 * Whether the customer may take the action in this state (the pages offer only these): pause an
 * ACTIVE subscription, resume an ON_HOLD one, cancel any but a cancelled one.
 */
export function canApplySubscriptionAction(
  from: SubscriptionState,
  action: SubscriptionAction,
): boolean {
  switch (action) {
    case 'pause':
      return from === 'ACTIVE';
    case 'resume':
      return from === 'ON_HOLD';
    case 'cancel':
      return from !== 'CANCELED';
  }
}

/** The pt-BR refusal of an action the state does not allow ('Só é possível pausar…'). */
export function subscriptionActionRefusal(action: SubscriptionAction): string {
  return ACTION_REFUSALS[action];
}
