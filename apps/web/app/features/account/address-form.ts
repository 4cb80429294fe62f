/**
 * The address form of my account and its mapping to the saveCustomerAddress payload (SPEC §3
 * Address). The customer types the phone whole, '(DD) NNNNNNNNN'; the payload carries it split
 * into ddd1/phoneNumber (and ddd2/phoneNumber2) as well as joined (SPEC §3: "split or joined
 * automatically"). Validation is the domain's addressSchema, so the form and the server reject
 * the same input with the same words; its issues are reported on the fields the customer sees.
 */
import type { AddressDto } from '@adega/server/contract';
import { joinPhoneFull, splitPhoneFull } from '@adega/domain/customer';
import { addressSchema, type AddressInput } from '@adega/domain/validation/schemas';
import { formatCep } from '@adega/domain/validation/cep';
import { REQUIRED } from '@adega/domain/validation/messages';
import { validatePhone, maskPhone } from '@adega/domain/validation/phone';
import { zodFieldErrors, type FieldErrors } from './form-errors';

export interface AddressFormValues {
  titulo: string;
  firstName: string;
  zipOrPostalCode: string;
  street1: string;
  numero: string;
  complemento: string;
  bairro: string;
  city: string;
  subCountry: string;
  pontoReferencia: string;
  deliveryTime: string;
  caixaPostal: boolean;
  fullTimeConcierge: boolean;
  phoneNumberFull: string;
  phoneNumberFull2: string;
  preferred: boolean;
}

export type AddressField = keyof AddressFormValues;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  titulo: '',
  firstName: '',
  zipOrPostalCode: '',
  street1: '',
  numero: '',
  complemento: '',
  bairro: '',
  city: '',
  subCountry: '',
  pontoReferencia: '',
  deliveryTime: '',
  caixaPostal: false,
  fullTimeConcierge: false,
  phoneNumberFull: '',
  phoneNumberFull2: '',
  preferred: false,
};

/** The form of a saved address (edit). */
export function addressFormFromDto(address: AddressDto): AddressFormValues {
  return {
    titulo: address.titulo ?? '',
    firstName: address.firstName,
    zipOrPostalCode: formatCep(address.zipOrPostalCode),
    street1: address.street1,
    numero: address.numero,
    complemento: address.complemento ?? '',
    bairro: address.bairro,
    city: address.city,
    subCountry: address.subCountry,
    pontoReferencia: address.pontoReferencia ?? '',
    deliveryTime: address.deliveryTime ?? '',
    caixaPostal: address.caixaPostal,
    fullTimeConcierge: address.fullTimeConcierge,
    phoneNumberFull: maskPhone(joinPhoneFull(address.ddd1, address.phoneNumber)),
    phoneNumberFull2:
      address.ddd2 && address.phoneNumber2
        ? maskPhone(joinPhoneFull(address.ddd2, address.phoneNumber2))
        : '',
    preferred: address.preferred,
  };
}

function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The address payload of a form (before validation): the phones split into area code and number
 * and joined as '(DD) N…'; empty optional texts left out; uidPk only for a saved address.
 */
export function addressPayloadFromForm(form: AddressFormValues, uidPk?: number): AddressInput {
  const phone = splitPhoneFull(form.phoneNumberFull);
  const phone2 = splitPhoneFull(form.phoneNumberFull2);
  const payload: AddressInput = {
    preferred: form.preferred,
    caixaPostal: form.caixaPostal,
    fullTimeConcierge: form.fullTimeConcierge,
    titulo: optionalText(form.titulo),
    firstName: form.firstName,
    street1: form.street1,
    numero: form.numero,
    bairro: form.bairro,
    city: form.city,
    complemento: optionalText(form.complemento),
    pontoReferencia: optionalText(form.pontoReferencia),
    subCountry: form.subCountry,
    country: 'BR',
    zipOrPostalCode: form.zipOrPostalCode.trim(),
    deliveryTime: optionalText(form.deliveryTime),
    ddd1: phone?.ddd ?? '',
    phoneNumber: phone?.number ?? '',
    phoneNumberFull: phone ? joinPhoneFull(phone.ddd, phone.number) : undefined,
  };
  if (phone2) {
    payload.ddd2 = phone2.ddd;
    payload.phoneNumber2 = phone2.number;
    payload.phoneNumberFull2 = joinPhoneFull(phone2.ddd, phone2.number);
  }
  if (uidPk !== undefined && uidPk > 0) payload.uidPk = uidPk;
  return payload;
}

/** The payload that re-saves a listed address as it is ('Tornar preferencial'). */
export function addressPayloadFromDto(address: AddressDto): AddressInput {
  return addressPayloadFromForm(addressFormFromDto(address), address.uidPk);
}

/** A payload field name (as addressSchema and the server report it) → the form field. */
export function addressFieldOf(key: string): AddressField | null {
  const name = key.replace(/^address\./, '');
  if (name === 'ddd1' || name === 'phoneNumber') return 'phoneNumberFull';
  if (name === 'ddd2' || name === 'phoneNumber2') return 'phoneNumberFull2';
  return Object.hasOwn(EMPTY_ADDRESS_FORM, name) ? (name as AddressField) : null;
}

export type AddressValidation =
  { ok: true; address: AddressInput } | { ok: false; errors: FieldErrors<AddressField> };

/**
 * SPEC §3/§5 rules of the address form: the domain's addressSchema (required fields, CEP
 * 'Formato do CEP não é válido.', lengths, a state from the list) plus the phone typed whole ('O
 * formato do telefone não é válido. Ex: (99) 999999999').
 */
export function validateAddressForm(form: AddressFormValues, uidPk?: number): AddressValidation {
  const errors: FieldErrors<AddressField> = {};
  const report = (field: AddressField, message: string | null) => {
    if (message !== null) errors[field] ??= message;
  };
  const phone = form.phoneNumberFull.trim();
  report('phoneNumberFull', phone === '' ? REQUIRED : validatePhone(phone));
  const phone2 = form.phoneNumberFull2.trim();
  if (phone2 !== '') report('phoneNumberFull2', validatePhone(phone2));

  const payload = addressPayloadFromForm(form, uidPk);
  const parsed = addressSchema.safeParse(payload);
  if (!parsed.success) {
    for (const [key, message] of Object.entries(zodFieldErrors(parsed.error))) {
      const field = addressFieldOf(key);
      if (field !== null && message !== undefined) report(field, message);
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, address: payload };
}
