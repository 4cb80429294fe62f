export interface StepsInput {
  readonly total: number;
  readonly current: number;
}

/** SPEC §5 "Steps indicator: total > 0, current >= 0." NaN fails both comparisons. */
export function isValidSteps(steps: StepsInput): boolean {
  return steps.total > 0 && steps.current >= 0;
}
