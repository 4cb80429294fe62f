import { describe, expect, it } from 'vitest';
import * as m from './messages.ts';

describe('SPEC §5 messages, character for character', () => {
  it('has the table of §5, the messages of its rules and the lead texts of §4/§8', () => {
    expect(m).toMatchObject({
      // the table of §5
      REQUIRED: 'O campo é obrigatório',
      EMAIL: 'E-mail inválido',
      GENERIC_EMAIL: 'O e-mail inserido não é válido',
      CREDIT_CARD: 'O cartão de crédito inserido não é válido.',
      DATE_FORMAT: 'A data informada não é válida',
      ALPHA_SPACES: 'O campo só aceita letras e espaços',
      NUMERIC: 'O campo só aceita números',
      CONFIRMED: 'O valor não confere',
      CONFIRM_PASSWORD: 'As senhas não conferem',
      // the messages of the §5 rules and the lead texts of §4/§8
      CARD_EXPIRY_PAST: 'A data não pode ser no passado',
      PHONE: 'O formato do telefone não é válido. Ex: (99) 999999999',
      LOGIN: 'CPF ou e-mail inválido',
      CPF: 'Formato do CPF não é válido.',
      CNPJ: 'Formato do CNPJ não é válido.',
      AGE: 'Você precisa ter mais de 18 anos.',
      CEP: 'Formato do CEP não é válido.',
      MISSING_GIFT_ID: 'missing giftUidpk param',
      LEAD_ERROR: 'Ops! Algo saiu errado. Tente novamente.',
      LEAD_CONFIRMED: 'Cadastro confirmado :)',
    });
  });

  it('replaces N in max and min', () => {
    expect(m.maxMessage(30)).toBe('O campo deve ter no máximo 30 caracteres');
    expect(m.minMessage(8)).toBe('O campo deve ter no mínimo 8 caracteres');
  });
});
