import { describe, expect, it } from 'vitest';
import { isValidLogin, loginKind, loginSchema, validateLogin } from './login.ts';
import { expectSchemaMessages } from '../test-support/field-rule.ts';
import { LOGIN } from './messages.ts';

describe('SPEC §5 login accepts CPF or e-mail', () => {
  it('accepts a CPF, formatted or not', () => {
    expect(loginKind('529.982.247-25')).toBe('cpf');
    expect(loginKind('52998224725')).toBe('cpf');
    expect(validateLogin('529.982.247-25')).toBeNull();
  });

  it('accepts an e-mail, trimmed', () => {
    expect(loginKind(' maria@adega.com.br ')).toBe('email');
    expect(isValidLogin('maria@adega.com.br')).toBe(true);
  });

  it.each(['', 'maria', 'maria@adega', '529.982.247-24', '11111111111', '@52998224725'])(
    '%j is neither',
    (v) => {
      expect(loginKind(v)).toBeNull();
      expect(validateLogin(v)).toBe(LOGIN);
    },
  );

  it('schema: empty → required; neither → login message', () => {
    expectSchemaMessages(loginSchema, LOGIN, 'x');
  });
});
