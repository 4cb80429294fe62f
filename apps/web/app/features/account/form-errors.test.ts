import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mapServerFields, zodFieldErrors } from './form-errors';

describe('zodFieldErrors', () => {
  it('keeps the first message of each field, nested paths joined with dots', () => {
    const schema = z.object({
      name: z
        .string()
        .min(2, { error: 'curto' })
        .regex(/^[a-z]+$/, { error: 'letras' }),
      address: z.object({ city: z.string().min(1, { error: 'obrigatório' }) }),
    });
    const result = schema.safeParse({ name: '1', address: { city: '' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({ name: 'curto', 'address.city': 'obrigatório' });
  });
});

describe('mapServerFields', () => {
  it('puts the server messages on the form fields and drops the others', () => {
    const fieldOf = (key: string) => (key === 'phone' || key === 'ddd1' ? 'phone' : null);
    expect(
      mapServerFields({ ddd1: 'DDD inválido', phone: 'Telefone inválido', cpf: 'x' }, fieldOf),
    ).toEqual({ phone: 'DDD inválido' });
  });
});
