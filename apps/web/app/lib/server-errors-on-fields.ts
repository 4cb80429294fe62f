/**
 * The server's per-field messages of a failed submit, put on a form's fields (react-hook-form
 * 'server' errors): what the sign-in, sign-up, password and account forms all do after mapping
 * the server's keys to their own field names.
 */
export function markServerErrors<K extends string>(
  setError: (name: K, error: { type: 'server'; message: string }) => void,
  messages: Partial<Record<K, string>>,
  order: readonly K[] = Object.keys(messages) as K[],
): K[] {
  const marked = order.filter((name) => Boolean(messages[name]));
  for (const name of marked) setError(name, { type: 'server', message: messages[name] as string });
  return marked;
}
