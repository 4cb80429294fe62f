/** Timers a unit test fires by hand (no sleeps): the `set`/`clear` pair the stores take. */
export function manualTimers() {
  let next = 0;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const timers = {
    set(callback: () => void, ms: number) {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clear(handle: unknown) {
      pending.delete(handle as number);
    },
  };
  /** Fires the timers set for `ms`, or every pending one; those they set wait for the next call. */
  const fire = (ms?: number) => {
    for (const [id, timer] of [...pending]) {
      if (ms !== undefined && timer.ms !== ms) continue;
      pending.delete(id);
      timer.callback();
    }
  };
  return { timers, pending, fire };
}
