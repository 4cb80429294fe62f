import { describe, expect, it, vi } from 'vitest';
import { consentStore } from './consent-store';

const MESSAGE = 'O objeto sharedData não deve ser enviado. Envie apenas os itens alterados.';

describe('consent state (SPEC §5 sharedData: changed items only)', () => {
  it('the consent state shared by the islands goes through it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = consentStore.get();
    expect(() => consentStore.update({ ...before })).toThrow(MESSAGE);
    expect(consentStore.get()).toBe(before);
    consentStore.openDialog('dialog');
    expect(consentStore.get().dialog).toEqual({ source: 'dialog' });
    consentStore.closeDialog();
    expect(consentStore.get()).toEqual({ ...before, dialog: null });
    error.mockRestore();
  });
});
