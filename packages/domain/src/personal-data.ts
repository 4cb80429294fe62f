/**
 * Personal data in free text (issue #33 F12): error reports sent by anonymous browsers, or built
 * from a server error, may quote what a customer typed. Before such a text is stored or logged,
 * e-mail addresses and long digit runs (CPF, CNPJ, card numbers, phone numbers with area code)
 * are replaced by a label. Shorter numbers (quantities, line:column, years, ids of a few digits)
 * stay, so that a report is still useful.
 */

export const MASK_LABELS = {
  email: '[e-mail]',
  cpf: '[cpf]',
  cnpj: '[cnpj]',
  card: '[cartão]',
  number: '[número]',
} as const;

/** Digits a run needs to be masked: a phone with area code has 10, a CPF 11, a CNPJ 14, a card 13–19. */
export const MASKED_DIGITS_MIN = 10;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/**
 * A run of digit groups joined by one separator each (space, dot, dash, slash, parentheses),
 * as CPFs, CNPJs, cards and phones are written; not part of a word, a hash or an identifier.
 */
const DIGIT_RUN = /(?<![\p{L}\p{N}_-])\+?\(?\d+\)?(?:[ .\-/]?\(?\d+\)?)*(?![\p{L}\p{N}_])/gu;

function labelOf(run: string, digits: number): string {
  // An international prefix or a parenthesised area code is how phones are written.
  if (/^[+(]/.test(run)) return MASK_LABELS.number;
  if (/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(run)) return MASK_LABELS.cpf;
  if (/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(run) || (digits === 14 && /^\d+$/.test(run)))
    return MASK_LABELS.cnpj;
  if (digits >= 13 && digits <= 19) return MASK_LABELS.card;
  if (digits === 11 && /^\d+$/.test(run)) return MASK_LABELS.cpf;
  return MASK_LABELS.number;
}

/** The text with e-mails and long digit runs replaced by labels such as `[e-mail]` or `[cpf]`. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, MASK_LABELS.email).replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/\D/g, '').length;
    return digits < MASKED_DIGITS_MIN ? run : labelOf(run, digits);
  });
}
