/**
 * The pt-BR texts of SPEC §5 (and the lead texts of §4/§8), character for character.
 * Every validator returns one of these strings; nothing else in the package spells them.
 */

// SPEC §5 "Messages" table.
export const REQUIRED = 'O campo é obrigatório';
export const EMAIL = 'E-mail inválido';
export const GENERIC_EMAIL = 'O e-mail inserido não é válido';
export const CREDIT_CARD = 'O cartão de crédito inserido não é válido.';
export const DATE_FORMAT = 'A data informada não é válida';
export const ALPHA_SPACES = 'O campo só aceita letras e espaços';
export const NUMERIC = 'O campo só aceita números';
export const CONFIRMED = 'O valor não confere';
export const CONFIRM_PASSWORD = 'As senhas não conferem';

// SPEC §5 "Rules".
export const CARD_EXPIRY_PAST = 'A data não pode ser no passado';
export const PHONE = 'O formato do telefone não é válido. Ex: (99) 999999999';
export const LOGIN = 'CPF ou e-mail inválido';
export const CPF = 'Formato do CPF não é válido.';
export const CNPJ = 'Formato do CNPJ não é válido.';
export const AGE = 'Você precisa ter mais de 18 anos.';
export const CEP = 'Formato do CEP não é válido.';
export const MISSING_GIFT_ID = 'missing giftUidpk param';

// SPEC §4 "Lead capture" states and §8 "Lead capture" error.
export const LEAD_ERROR = 'Ops! Algo saiu errado. Tente novamente.';
export const LEAD_CONFIRMED = 'Cadastro confirmado :)';

/** SPEC §5 max: 'O campo deve ter no máximo N caracteres'. */
export function maxMessage(n: number): string {
  return `O campo deve ter no máximo ${String(n)} caracteres`;
}

/** SPEC §5 min: 'O campo deve ter no mínimo N caracteres'. */
export function minMessage(n: number): string {
  return `O campo deve ter no mínimo ${String(n)} caracteres`;
}
