import { describe, expect, it } from 'vitest';
import type { UserError } from '@adega/domain/errors';
import { createChosenGiftController } from './chosen-gift-controller';

const gifts = [
  { sku: 'A', name: 'Tinto' },
  { sku: 'B', name: 'Branco', isDefault: true },
];

function setup(
  previous: string | null = null,
  save: (sku: string) => Promise<unknown> = () => Promise.resolve(),
) {
  const saved: string[] = [];
  const tracked: string[] = [];
  const errors: UserError[] = [];
  const controller = createChosenGiftController(
    {
      save: (sku) => {
        saved.push(sku);
        return save(sku);
      },
      track: (sku) => tracked.push(sku),
      onError: (error) => errors.push(error),
      onChange: () => undefined,
    },
    previous,
  );
  return { controller, saved, tracked, errors };
}

const flush = () =>
  new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe('chosen gift controller (SPEC §4, §8)', () => {
  it('stays locked while value is missing: nothing chosen, nothing sent', () => {
    const { controller, saved, tracked } = setup();
    controller.cartUpdated({ missing: 6000, gifts, savedSku: null });
    controller.choose('A');
    expect(controller.state.locked).toBe(true);
    expect(saved).toEqual([]);
    expect(tracked).toEqual([]);
  });

  it('on unlock preselects the default, emits gift-chosen and saves it', async () => {
    const { controller, saved, tracked } = setup();
    controller.cartUpdated({ missing: 0, gifts, savedSku: null });
    expect(controller.state).toMatchObject({ locked: false, selectedSku: 'B', pending: true });
    expect(tracked).toEqual(['B']);
    expect(saved).toEqual(['B']);
    await flush();
    expect(controller.state.pending).toBe(false);
  });

  it('prefers the previous selection, and does not save what the cart already holds', () => {
    const { controller, saved, tracked } = setup('A');
    controller.cartUpdated({ missing: 0, gifts, savedSku: 'A' });
    expect(controller.state).toMatchObject({ selectedSku: 'A', pending: false });
    expect(tracked).toEqual(['A']);
    expect(saved).toEqual([]);
  });

  it('choosing another sku emits again and saves it', async () => {
    const { controller, saved, tracked } = setup('B');
    controller.cartUpdated({ missing: 0, gifts, savedSku: 'B' });
    controller.choose('A');
    expect(tracked).toEqual(['B', 'A']);
    expect(saved).toEqual(['A']);
    await flush();
    expect(controller.state).toMatchObject({ selectedSku: 'A', pending: false, hadError: false });
  });

  it('a failed save restores the prior selection and reports the gift failure', async () => {
    const { controller, errors } = setup('B', () => Promise.reject(new Error('500')));
    controller.cartUpdated({ missing: 0, gifts, savedSku: 'B' });
    controller.choose('A');
    await flush();
    expect(controller.state).toMatchObject({ selectedSku: 'B', hadError: true, pending: false });
    expect(errors).toEqual([
      {
        title: 'Opções de brinde não alteradas',
        message: 'Não foi possível adicionar o brinde ao carrinho',
      },
    ]);
  });

  it('locks again when the cart falls below the value', () => {
    const { controller } = setup('B');
    controller.cartUpdated({ missing: 0, gifts, savedSku: 'B' });
    controller.cartUpdated({ missing: 100, gifts, savedSku: null });
    expect(controller.state.locked).toBe(true);
  });
});
