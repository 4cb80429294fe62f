/** Whether a value is one of a closed list of strings: the type guard of every enumeration. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
