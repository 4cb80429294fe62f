import { describe, expect, it, vi } from 'vitest';
import { markServerErrors } from './server-errors-on-fields';

describe('markServerErrors', () => {
  it('marks each field with a message, in the given order, and says which', () => {
    const setError = vi.fn();
    const marked = markServerErrors(setError, { password: 'Curta', email: 'Já existe', cpf: '' }, [
      'email',
      'cpf',
      'password',
    ]);
    expect(marked).toEqual(['email', 'password']);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Já existe' }],
      ['password', { type: 'server', message: 'Curta' }],
    ]);
  });

  it("without an order, follows the messages' own", () => {
    const setError = vi.fn();
    expect(markServerErrors(setError, { numero: 'Obrigatório', city: undefined })).toEqual([
      'numero',
    ]);
  });
});
