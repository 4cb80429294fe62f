/** The club and premium subscriptions (issue #15): plans, states, calendar, member flags, box. */
export * from './box.ts';
export * from './calendar.ts';
export * from './flags.ts';
export * from './plans.ts';
export * from './state.ts';
