import { WINELIST_NAME_TEXTS } from './winelist-name.ts';
import { describe, expect, it } from 'vitest';
import * as m from './messages.ts';
import { QUANTITY_RANGE } from './quantity.ts';
import {
  addressSchema,
  UF_MESSAGE,
  cardEntrySchema,
  cartItemSchema,
  creditCardSaveSchema,
  leadSchema,
  restLoginSchema,
  signInSchema,
  signUpSchema,
  winelistSchema,
} from './schemas.ts';

type Parse = {
  safeParse: (v: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};
/** field → message of each issue. */
function issues(schema: Parse, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const address = {
  firstName: 'Maria',
  street1: 'Av. Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  city: 'São Paulo',
  subCountry: 'SP',
  zipOrPostalCode: '01310-100',
  ddd1: '11',
  phoneNumber: '987654321',
};

describe('zod schemas with the spec messages', () => {
  it('sign-in payload {userIdentification, password, captchaResponse}', () => {
    expect(
      signInSchema.parse({
        userIdentification: ' 529.982.247-25 ',
        password: ' s ',
        captchaResponse: 'tok',
      }),
    ).toEqual({
      userIdentification: '529.982.247-25',
      password: ' s ',
      captchaResponse: 'tok',
    });
    expect(issues(signInSchema, { userIdentification: 'x', password: '' })).toEqual({
      userIdentification: m.LOGIN,
      password: m.REQUIRED,
    });
  });

  it('REST login {username, password}', () => {
    expect(
      restLoginSchema.safeParse({ username: 'maria@adega.com.br', password: 'x' }).success,
    ).toBe(true);
    expect(issues(restLoginSchema, { username: 'maria@', password: 'x' })).toEqual({
      username: m.LOGIN,
    });
  });

  it('lead {name, email}', () => {
    expect(leadSchema.safeParse({ name: 'Maria', email: 'maria@adega.com.br' }).success).toBe(true);
    expect(issues(leadSchema, { name: ' ', email: 'x' })).toEqual({
      name: m.REQUIRED,
      email: m.EMAIL,
    });
  });

  it('address with CEP and phone rules, defaults and CEP digits', () => {
    const parsed = addressSchema.parse(address);
    expect(parsed.country).toBe('BR');
    expect(parsed.zipOrPostalCode).toBe('01310100');
    expect(parsed.preferred).toBe(false);
    expect(
      issues(addressSchema, {
        ...address,
        zipOrPostalCode: '0131',
        ddd1: '1',
        phoneNumber: '123',
        city: '',
      }),
    ).toEqual({ zipOrPostalCode: m.CEP, ddd1: m.PHONE, phoneNumber: m.PHONE, city: m.REQUIRED });
    expect(issues(addressSchema, { ...address, complemento: 'x'.repeat(151) })).toEqual({
      complemento: m.maxMessage(150),
    });
    expect(addressSchema.safeParse({ ...address, complemento: '', uidPk: 5 }).success).toBe(true);
    expect(issues(addressSchema, { ...address, uidPk: 1.5 })).toEqual({ uidPk: m.NUMERIC });
    expect(issues(addressSchema, { ...address, subCountry: 'XX' })).toEqual({
      subCountry: UF_MESSAGE,
    });
  });

  it('a second phone needs both parts', () => {
    expect(
      addressSchema.safeParse({ ...address, ddd2: '21', phoneNumber2: '23456789' }).success,
    ).toBe(true);
    expect(issues(addressSchema, { ...address, ddd2: '21' })).toEqual({ phoneNumber2: m.PHONE });
    expect(issues(addressSchema, { ...address, phoneNumber2: '23456789' })).toEqual({
      ddd2: m.PHONE,
    });
  });

  it('credit card save payload keeps only the last four digits', () => {
    const card = {
      holderName: 'MARIA DA SILVA',
      number: '1111',
      encryptedCardNumber: 'enc1',
      encryptedExpiryMonth: 'enc2',
      encryptedExpiryYear: 'enc3',
      encryptedSecurityCode: 'enc4',
    };
    expect(creditCardSaveSchema.parse(card).isPreferredCreditCard).toBe(false);
    expect(
      issues(creditCardSaveSchema, { ...card, number: '4111111111111111', holderName: 'M4ria' }),
    ).toEqual({
      number: m.NUMERIC,
      holderName: m.ALPHA_SPACES,
    });
    expect(issues(creditCardSaveSchema, { ...card, encryptedSecurityCode: '' })).toEqual({
      encryptedSecurityCode: m.REQUIRED,
    });
  });

  it('card entry form: number, expiry relative to now, security code', () => {
    const schema = cardEntrySchema(new Date('2025-05-15T15:00:00Z'));
    const ok = {
      holderName: 'Maria',
      number: '4111 1111 1111 1111',
      expiry: '05/25',
      securityCode: '123',
    };
    expect(schema.safeParse(ok).success).toBe(true);
    expect(
      issues(schema, { ...ok, number: '4111111111111112', expiry: '04/25', securityCode: '12' }),
    ).toEqual({
      number: m.CREDIT_CARD,
      expiry: m.CARD_EXPIRY_PAST,
      securityCode: m.NUMERIC,
    });
  });

  it('winelist {name}: 1..30 characters, trimmed', () => {
    expect(winelistSchema.parse({ name: ' Tintos ' })).toEqual({ name: 'Tintos' });
    // The schemas' own required text for a blank field (ruleSchema), the rule's for the rest.
    expect(issues(winelistSchema, { name: '  ' })).toEqual({ name: m.REQUIRED });
    expect(issues(winelistSchema, { name: 'a'.repeat(31) })).toEqual({
      name: WINELIST_NAME_TEXTS.tooLong,
    });
  });

  it('cart item {sku, quantity}: quantity defaults to 1, integer 1..9999', () => {
    expect(cartItemSchema.parse({ sku: 'ABC' })).toEqual({ sku: 'ABC', quantity: 1 });
    expect(cartItemSchema.parse({ sku: 'ABC', quantity: 9999 }).quantity).toBe(9999);
    expect(issues(cartItemSchema, { sku: '', quantity: 1.5 })).toEqual({
      sku: m.REQUIRED,
      quantity: m.NUMERIC,
    });
    expect(issues(cartItemSchema, { sku: 'A', quantity: 0 })).toEqual({ quantity: QUANTITY_RANGE });
    expect(issues(cartItemSchema, { sku: 'A', quantity: 10000 })).toEqual({
      quantity: QUANTITY_RANGE,
    });
    expect(issues(cartItemSchema, { sku: 'A', quantity: '2' })).toEqual({ quantity: m.NUMERIC });
  });

  it('sign-up form: the §5 rules together', () => {
    const schema = signUpSchema(new Date('2025-05-15T15:00:00Z'));
    const ok = {
      fullName: 'Maria da Conceição',
      email: 'maria@adega.com.br',
      cpf: '529.982.247-25',
      dateOfBirth: '15/05/2007',
      password: 'Vinho2025',
      confirmPassword: 'Vinho2025',
    };
    expect(schema.safeParse(ok).success).toBe(true);
    expect(
      issues(schema, {
        fullName: 'Maria 2',
        email: 'x',
        cpf: '123',
        dateOfBirth: '16/05/2007',
        password: 'fraca',
        confirmPassword: 'outra',
      }),
    ).toEqual({
      fullName: m.ALPHA_SPACES,
      email: m.EMAIL,
      cpf: m.CPF,
      dateOfBirth: m.AGE,
      password: '',
      confirmPassword: m.CONFIRM_PASSWORD,
    });
    expect(issues(schema, { ...ok, dateOfBirth: '31/02/2000' })).toEqual({
      dateOfBirth: m.DATE_FORMAT,
    });
  });
});
