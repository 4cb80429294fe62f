/**
 * A factory of test documents: `defaults` with the test's overrides on top, a fresh copy each
 * call (a test that changes its document leaves the next one's alone).
 */
export function factory<T extends object>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(defaults), ...overrides });
}
