import { describe, expect, it } from 'vitest';
import { cardEntrySchema } from '@adega/domain/validation/schemas';
import { brandLabel, cardTitle, cardValidity, EMPTY_CARD_FORM } from './card-form';

describe('saved card display', () => {
  it('names the brand, or Cartão when unknown', () => {
    expect(brandLabel('visa')).toBe('Visa');
    expect(brandLabel(' MasterCard ')).toBe('Mastercard');
    expect(brandLabel('desconhecida')).toBe('Cartão');
    expect(cardTitle({ brand: 'elo', lastFour: '0001' })).toBe('Elo final 0001');
  });

  it('prints the validity as MM/AA', () => {
    expect(cardValidity({ expiryMonth: 3, expiryYear: 2031 })).toBe('03/31');
    expect(cardValidity({ expiryMonth: 12, expiryYear: 2030 })).toBe('12/30');
  });
});

describe('the card form rules (cardEntrySchema, SPEC §5)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const schema = cardEntrySchema(now);
  const valid = {
    ...EMPTY_CARD_FORM,
    holderName: 'Ana Souza',
    number: '4111 1111 1111 1111',
    expiry: '12/31',
    securityCode: '737',
  };
  const messageOf = (values: typeof valid, field: string) =>
    schema.safeParse(values).error?.issues.find((issue) => issue.path[0] === field)?.message;

  it('accepts the sandbox test card typed with spaces', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('rejects a number that fails Luhn and a past expiry with the spec messages', () => {
    expect(messageOf({ ...valid, number: '4111 1111 1111 1112' }, 'number')).toBe(
      'O cartão de crédito inserido não é válido.',
    );
    expect(messageOf({ ...valid, expiry: '10/26' }, 'expiry')).toBe(
      'A data não pode ser no passado',
    );
    expect(messageOf({ ...valid, holderName: 'Ana 2' }, 'holderName')).toBe(
      'O campo só aceita letras e espaços',
    );
    expect(messageOf(EMPTY_CARD_FORM, 'number')).toBe('O campo é obrigatório');
  });
});
