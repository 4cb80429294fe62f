import { describe, expect, it } from 'vitest';
import * as m from './messages.ts';

describe('SPEC §5 messages, character for character', () => {
  it('has the table of §5', () => {
    expect(m.REQUIRED).toBe('O campo é obrigatório');
    expect(m.EMAIL).toBe('E-mail inválido');
    expect(m.GENERIC_EMAIL).toBe('O e-mail inserido não é válido');
    expect(m.CREDIT_CARD).toBe('O cartão de crédito inserido não é válido.');
    expect(m.DATE_FORMAT).toBe('A data informada não é válida');
    expect(m.ALPHA_SPACES).toBe('O campo só aceita letras e espaços');
    expect(m.NUMERIC).toBe('O campo só aceita números');
    expect(m.CONFIRMED).toBe('O valor não confere');
    expect(m.CONFIRM_PASSWORD).toBe('As senhas não conferem');
  });

  it('has the messages of the §5 rules and the lead texts of §4/§8', () => {
    expect(m.CARD_EXPIRY_PAST).toBe('A data não pode ser no passado');
    expect(m.PHONE).toBe('O formato do telefone não é válido. Ex: (99) 999999999');
    expect(m.LOGIN).toBe('CPF ou e-mail inválido');
    expect(m.CPF).toBe('Formato do CPF não é válido.');
    expect(m.CNPJ).toBe('Formato do CNPJ não é válido.');
    expect(m.AGE).toBe('Você precisa ter mais de 18 anos.');
    expect(m.CEP).toBe('Formato do CEP não é válido.');
    expect(m.MISSING_GIFT_ID).toBe('missing giftUidpk param');
    expect(m.LEAD_ERROR).toBe('Ops! Algo saiu errado. Tente novamente.');
    expect(m.LEAD_CONFIRMED).toBe('Cadastro confirmado :)');
  });

  it('replaces N in max and min', () => {
    expect(m.maxMessage(30)).toBe('O campo deve ter no máximo 30 caracteres');
    expect(m.minMessage(8)).toBe('O campo deve ter no mínimo 8 caracteres');
  });
});
