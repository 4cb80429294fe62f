/**
 * SPEC §5: updating shared data must not pass the whole shared object, only the changed items.
 */

export const SHARED_DATA_WHOLE_OBJECT_MESSAGE =
  'O objeto sharedData não deve ser enviado. Envie apenas os itens alterados.';

export type SharedData = Readonly<Record<string, unknown>>;

export type SharedDataUpdateResult<T extends SharedData> =
  { ok: true; value: T } | { ok: false; message: string };

/**
 * Rejects the update when it is the current object itself, or a copy carrying every key of it
 * (the caller spread the whole sharedData). With a single-key sharedData, an update of that one
 * key is a legitimate change of one item, so the "all keys" check applies from two keys up.
 * Otherwise returns a new object with the changed items merged in (the current one is untouched).
 */
export function updateSharedData<T extends SharedData>(
  current: T,
  update: Partial<T>,
): SharedDataUpdateResult<T> {
  const currentKeys = Object.keys(current);
  const passesWholeObject =
    (update as SharedData) === current ||
    (currentKeys.length > 1 && currentKeys.every((key) => Object.hasOwn(update, key)));
  if (passesWholeObject) return { ok: false, message: SHARED_DATA_WHOLE_OBJECT_MESSAGE };
  return { ok: true, value: { ...current, ...update } };
}
