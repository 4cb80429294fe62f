/**
 * What every render works out again from the same inputs, remembered (ADR 0042, ADR 0043): a
 * page's filter links, the deferred boot's arguments. At most `limit` entries; when full, the
 * oldest goes first, so a crawler walking every filter combination cannot grow it.
 */
export function boundedMemo<V>(limit: number): (key: string, compute: () => V) => V {
  const entries = new Map<string, V>();
  return (key, compute) => {
    if (entries.has(key)) return entries.get(key) as V;
    const value = compute();
    if (entries.size >= limit) entries.delete(entries.keys().next().value ?? '');
    entries.set(key, value);
    return value;
  };
}
