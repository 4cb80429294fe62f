import { describe, expect, it } from 'vitest';
import { canSubmitLead, leadStatusText } from './lead.ts';

describe("SPEC §5 lead capture: 'Cadastrar' enabled only with a name and a valid e-mail", () => {
  it('enables with both', () => {
    expect(canSubmitLead({ name: 'Maria', email: 'maria@adega.com.br' })).toBe(true);
    expect(canSubmitLead({ name: 'Maria', email: ' maria@adega.com.br ' })).toBe(true);
  });

  it('disables without a name or with a bad e-mail', () => {
    expect(canSubmitLead({ name: '  ', email: 'maria@adega.com.br' })).toBe(false);
    expect(canSubmitLead({ name: 'Maria', email: 'maria@' })).toBe(false);
    expect(canSubmitLead({ name: 'Maria', email: `${'a'.repeat(65)}@adega.com` })).toBe(false);
  });

  it('status texts of §4/§8', () => {
    expect(leadStatusText('default')).toBeNull();
    expect(leadStatusText('error')).toBe('Ops! Algo saiu errado. Tente novamente.');
    expect(leadStatusText('confirmed')).toBe('Cadastro confirmado :)');
  });
});
