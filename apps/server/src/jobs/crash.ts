/**
 * A crash hook for the jobs' kill test (issue #14), the orders' pattern (`orders/crash.ts`): with
 * `ADEGA_CRASH_AT=job:<name>` the process kills itself (SIGKILL, no clean-up) right after that
 * job's handler returned — its effect committed, the job not yet marked completed — so the test
 * proves the retry after a restart does not repeat the effect. Unset, it does nothing.
 */
export function crashAfterJob(name: string): void {
  if (process.env.ADEGA_CRASH_AT === `job:${name}`) process.kill(process.pid, 'SIGKILL');
}
