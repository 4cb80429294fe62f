/**
 * Zod schemas for the forms and the API (DESIGN "validation": one truth for browser and server),
 * built from the SPEC §5 rules of this folder; every issue carries the spec's pt-BR message.
 */
import { z } from 'zod';
import { isUf } from '../brazil-states.ts';
import { QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';
import { validateAge } from './age.ts';
import { validateAlphaSpaces } from './alpha-spaces.ts';
import { validateCardExpiry } from './card-expiry.ts';
import { cepSchema } from './cep.ts';
import { creditCardSchema } from './credit-card.ts';
import { cpfSchema } from './cpf.ts';
import { emailSchema } from './email.ts';
import { validateMax } from './length.ts';
import { loginSchema } from './login.ts';
import {
  CONFIRM_PASSWORD,
  maxMessage,
  NUMERIC,
  PHONE as PHONE_MESSAGE,
  REQUIRED,
} from './messages.ts';
import { validateNumeric } from './numeric.ts';
import { passwordStrengthValid } from './password.ts';
import { QUANTITY_RANGE } from './quantity.ts';
import { requiredTextSchema, ruleSchema } from './rule-schema.ts';
import { validateWinelistName } from './winelist-name.ts';

/** Longest free-text address field we accept. Our bound (the spec names none). */
export const ADDRESS_TEXT_MAX = 150;
/** A card holder's name: cards print at most 26 characters (ISO/IEC 7813); ours, with room. */
export const CARD_HOLDER_MAX = 60;
/** A field encrypted for the gateway (base64 of an RSA-OAEP block and its envelope). */
export const ENCRYPTED_FIELD_MAX = 4096;
/** An ALTCHA solution (base64 JSON). */
export const CAPTCHA_RESPONSE_MAX = 2000;

const holderName = ruleSchema((v) => validateAlphaSpaces(v) ?? validateMax(v, CARD_HOLDER_MAX));
const encryptedField = ruleSchema(() => null, { max: ENCRYPTED_FIELD_MAX });
/** The captcha solution, where one is asked for. */
export const captchaResponseSchema = z
  .string({ error: REQUIRED })
  .max(CAPTCHA_RESPONSE_MAX, { error: maxMessage(CAPTCHA_RESPONSE_MAX) })
  .optional();

const addressText = ruleSchema((v) => validateMax(v, ADDRESS_TEXT_MAX));
const optionalAddressText = ruleSchema((v) => validateMax(v, ADDRESS_TEXT_MAX), {
  optional: true,
}).optional();
/** A password is never trimmed: spaces are characters of it. */
const passwordSchema = ruleSchema(() => null, { trim: false });

/** SPEC §3 sign-in payload. captchaResponse may be absent where no captcha is configured. */
export const signInSchema = z.object({
  userIdentification: loginSchema,
  password: passwordSchema,
  captchaResponse: captchaResponseSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

/** SPEC §3 "REST login sends username and password"; username is a CPF or an e-mail. */
export const restLoginSchema = z.object({ username: loginSchema, password: passwordSchema });
export type RestLoginInput = z.infer<typeof restLoginSchema>;

/** SPEC §3 Lead {name, email}; §5 name non-empty, e-mail valid. */
export const leadSchema = z.object({ name: requiredTextSchema, email: emailSchema });
export type LeadPayload = z.infer<typeof leadSchema>;

const areaCode = ruleSchema((v) => (/^[0-9]{2}$/.test(v) ? null : PHONE_MESSAGE));
const phoneDigits = ruleSchema((v) => (/^[0-9]{8,9}$/.test(v) ? null : PHONE_MESSAGE));

/** SPEC §3 subCountry: the state, as its UF ('SP'); anything else cannot be delivered to. */
export const UF_MESSAGE = 'Selecione o estado (UF) da lista.';
const ufSchema = ruleSchema((v) => (isUf(v) ? null : UF_MESSAGE));

/**
 * SPEC §3 Address. Required: firstName, street1, numero, bairro, city, subCountry (a UF),
 * zipOrPostalCode, ddd1, phoneNumber (what a delivery needs); the rest optional. The phone is
 * validated as its parts (SPEC §5 phone: 2-digit area code + 8 or 9 digits), which are the
 * source of truth; phoneNumberFull(2) are the joined display values and are only bounded.
 * The CEP is output as its 8 digits.
 */
export const addressSchema = z
  .object({
    uidPk: z.number({ error: NUMERIC }).int({ error: NUMERIC }).optional(),
    preferred: z.boolean().default(false),
    caixaPostal: z.boolean().default(false),
    fullTimeConcierge: z.boolean().default(false),
    titulo: optionalAddressText,
    firstName: addressText,
    street1: addressText,
    numero: addressText,
    bairro: addressText,
    city: addressText,
    complemento: optionalAddressText,
    pontoReferencia: optionalAddressText,
    subCountry: ufSchema,
    country: z
      .string({ error: REQUIRED })
      .trim()
      .max(ADDRESS_TEXT_MAX, { error: maxMessage(ADDRESS_TEXT_MAX) })
      .default('BR'),
    zipOrPostalCode: cepSchema.transform((cep) => cep.replace('-', '')),
    deliveryTime: optionalAddressText,
    ddd1: areaCode,
    phoneNumber: phoneDigits,
    ddd2: areaCode.optional(),
    phoneNumber2: phoneDigits.optional(),
    phoneNumberFull: optionalAddressText,
    phoneNumberFull2: optionalAddressText,
  })
  .superRefine((address, ctx) => {
    // A second phone needs both parts.
    if ((address.ddd2 === undefined) !== (address.phoneNumber2 === undefined)) {
      const path = address.ddd2 === undefined ? 'ddd2' : 'phoneNumber2';
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE, path: [path] });
    }
  });
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.infer<typeof addressSchema>;

/**
 * SPEC §3 credit card save: holderName, isPreferredCreditCard, number (last four digits) and the
 * encrypted fields produced by the payment form; the full number never reaches the server.
 */
export const creditCardSaveSchema = z.object({
  holderName,
  isPreferredCreditCard: z.boolean().default(false),
  number: ruleSchema((v) => (validateNumeric(v) === null && v.length === 4 ? null : NUMERIC)),
  encryptedCardNumber: encryptedField,
  encryptedExpiryMonth: encryptedField,
  encryptedExpiryYear: encryptedField,
  encryptedSecurityCode: encryptedField,
});
export type CreditCardSave = z.infer<typeof creditCardSaveSchema>;

/**
 * The card form of the sandbox payment page (before encryption): number (SPEC §5 credit_card),
 * expiry MM/YY in the future relative to `now`, security code of 3 or 4 digits.
 */
export function cardEntrySchema(now: Date) {
  return z.object({
    holderName,
    number: creditCardSchema,
    expiry: ruleSchema((v) => validateCardExpiry(v, now)),
    securityCode: ruleSchema((v) => (/^[0-9]{3,4}$/.test(v) ? null : NUMERIC)),
  });
}

/** SPEC §7 POST/PUT /api/v1/winelist {name}: trimmed, 1..30 characters. */
export const winelistSchema = z.object({
  name: ruleSchema((v) => validateWinelistName(v)),
});
export type WinelistInput = z.infer<typeof winelistSchema>;

/**
 * SPEC §7 POST /api/v1/cart/items {sku, quantity}: "Quantity defaults to 1"; §5 integer 1..9999.
 */
export const cartItemSchema = z.object({
  sku: requiredTextSchema,
  quantity: z
    .number({ error: NUMERIC })
    .int({ error: NUMERIC })
    .min(QUANTITY_MIN, { error: QUANTITY_RANGE })
    .max(QUANTITY_MAX, { error: QUANTITY_RANGE })
    .default(QUANTITY_DEFAULT),
});
export type CartItemInput = z.infer<typeof cartItemSchema>;

/**
 * Sign-up form (SPEC §7 lists sign-up among the referenced areas; its payload is not shown):
 * the customer fields of §3 with the §5 rules. `today` decides the age of majority.
 */
export function signUpSchema(today: Date) {
  return z
    .object({
      fullName: ruleSchema(validateAlphaSpaces),
      email: emailSchema,
      cpf: cpfSchema,
      dateOfBirth: ruleSchema((v) => validateAge(v, today)),
      password: passwordSchema.refine(passwordStrengthValid, { error: '' }),
      confirmPassword: passwordSchema,
    })
    .superRefine((form, ctx) => {
      if (form.confirmPassword !== form.password) {
        ctx.addIssue({ code: 'custom', message: CONFIRM_PASSWORD, path: ['confirmPassword'] });
      }
    });
}
