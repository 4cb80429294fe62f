/**
 * A crash hook for the kill-at-each-step test of placement (issue #13): with
 * `ADEGA_CRASH_AT=<step>` in the environment the process kills itself (SIGKILL, no clean-up)
 * when placement reaches that step. Unset — always, outside that test — it does nothing.
 */
export const CRASH_STEPS = ['reserved', 'authorised', 'captured'] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];

export function crashPoint(step: CrashStep): void {
  if (process.env.ADEGA_CRASH_AT === step) process.kill(process.pid, 'SIGKILL');
}
