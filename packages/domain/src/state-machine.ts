/**
 * The domain's state machines (orders, subscriptions): the states, their pt-BR labels and the
 * legal changes. The server appends every change to a history; a machine only says which changes
 * are legal, and refuses the others with AppError CONFLICT (409) and a pt-BR message.
 */
import { AppError } from './errors.ts';
import { isOneOf } from './one-of.ts';

export interface StateMachineDefinition<S extends string> {
  states: readonly S[];
  /** pt-BR labels shown to the customer. */
  labels: Readonly<Record<S, string>>;
  /** The states each state may change to; a state with none is final. */
  next: Readonly<Record<S, readonly S[]>>;
  /** How a refusal names the thing that changes: 'Um pedido', 'Uma assinatura'. */
  subject: string;
}

export function stateMachine<S extends string>({
  states,
  labels,
  next,
  subject,
}: StateMachineDefinition<S>) {
  const canTransition = (from: S, to: S): boolean => next[from].includes(to);
  /** '{subject} {from} não pode passar a {to}.' */
  const illegalMessage = (from: S, to: S): string =>
    `${subject} ${labels[from]} não pode passar a ${labels[to]}.`;
  return {
    is: (value: string): value is S => isOneOf(states, value),
    label: (state: S): string => labels[state],
    canTransition,
    illegalMessage,
    /** The new state, or AppError CONFLICT (409) with the clear pt-BR message. */
    transition: (from: S, to: S): S => {
      if (!canTransition(from, to)) throw new AppError('CONFLICT', illegalMessage(from, to));
      return to;
    },
    isFinal: (state: S): boolean => next[state].length === 0,
  };
}
