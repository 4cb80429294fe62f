import { describe, expect, it } from 'vitest';
import { canSubmitLead, leadStatusText } from './lead.ts';
import { itReturns } from '../test-support/examples.ts';

describe("SPEC §5 lead capture: 'Cadastrar' enabled only with a name and a valid e-mail", () => {
  it('enables with both', () => {
    expect(canSubmitLead({ name: 'Maria', email: 'maria@adega.com.br' })).toBe(true);
    expect(canSubmitLead({ name: 'Maria', email: ' maria@adega.com.br ' })).toBe(true);
  });

  itReturns('disables without a name or with a bad e-mail: %j → %j', canSubmitLead, [
    [{ name: '  ', email: 'maria@adega.com.br' }, false],
    [{ name: 'Maria', email: 'maria@' }, false],
    [{ name: 'Maria', email: `${'a'.repeat(65)}@adega.com` }, false],
  ]);

  itReturns('status texts of §4/§8: %j → %j', leadStatusText, [
    ['default', null],
    ['error', 'Ops! Algo saiu errado. Tente novamente.'],
    ['confirmed', 'Cadastro confirmado :)'],
  ]);
});
