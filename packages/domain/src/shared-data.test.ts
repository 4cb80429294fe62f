import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updateSharedData } from './shared-data.ts';

const message = 'O objeto sharedData não deve ser enviado. Envie apenas os itens alterados.';

describe('updateSharedData (SPEC §5)', () => {
  const current = { cartCount: 2, isLogged: false, store: 'WINE' };

  it('rejects the whole shared object', () => {
    expect(updateSharedData(current, current)).toEqual({ ok: false, message });
    expect(updateSharedData(current, { ...current, cartCount: 3 })).toEqual({
      ok: false,
      message,
    });
  });

  it('merges only the changed items', () => {
    const result = updateSharedData(current, { cartCount: 3 });
    expect(result).toEqual({ ok: true, value: { cartCount: 3, isLogged: false, store: 'WINE' } });
    expect(current.cartCount).toBe(2);
  });

  it('accepts the one key of a single-key object, but not the object itself', () => {
    const single = { cartCount: 1 };
    expect(updateSharedData(single, { cartCount: 2 })).toEqual({
      ok: true,
      value: { cartCount: 2 },
    });
    expect(updateSharedData(single, single)).toEqual({ ok: false, message });
  });

  it('a partial update keeps every other item (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.integer(), { minKeys: 2 }),
        (data) => {
          const [firstKey] = Object.keys(data);
          const update = { [firstKey as string]: 42 };
          const result = updateSharedData(data, update);
          expect(result.ok).toBe(true);
          if (result.ok) expect(result.value).toEqual({ ...data, ...update });
        },
      ),
    );
  });
});
