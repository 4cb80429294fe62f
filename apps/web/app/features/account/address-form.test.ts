import { describe, expect, it } from 'vitest';
import type { AddressDto } from '@adega/server/contract';
import {
  addressFieldOf,
  addressFormFromDto,
  addressPayloadFromDto,
  addressPayloadFromForm,
  EMPTY_ADDRESS_FORM,
  validateAddressForm,
  type AddressFormValues,
} from './address-form';
import { cityLine, streetLine } from './address-lines';

const FORM: AddressFormValues = {
  titulo: ' Casa ',
  firstName: 'Ana Souza',
  zipOrPostalCode: '01310-100',
  street1: 'Avenida Paulista',
  numero: '1578',
  complemento: '',
  bairro: 'Bela Vista',
  city: 'São Paulo',
  subCountry: 'SP',
  pontoReferencia: '  ',
  deliveryTime: 'Das 8h às 18h',
  caixaPostal: false,
  fullTimeConcierge: true,
  phoneNumberFull: '(11) 987654321',
  phoneNumberFull2: '',
  preferred: true,
};

const DTO: AddressDto = {
  uidPk: 7,
  preferred: false,
  caixaPostal: true,
  fullTimeConcierge: false,
  titulo: null,
  firstName: 'Ana Souza',
  street1: 'Rua A',
  numero: '10',
  bairro: 'Centro',
  city: 'Rio de Janeiro',
  complemento: 'Apto 2',
  pontoReferencia: null,
  subCountry: 'RJ',
  country: 'BR',
  zipOrPostalCode: '20040020',
  deliveryTime: null,
  ddd1: '21',
  phoneNumber: '33221100',
  ddd2: '21',
  phoneNumber2: '987650000',
  phoneNumberFull: '(21) 33221100',
  phoneNumberFull2: '(21) 987650000',
};

describe('addressPayloadFromForm (SPEC §3: the full number is split automatically)', () => {
  it('splits each phone into area code and number and keeps it joined', () => {
    const payload = addressPayloadFromForm({ ...FORM, phoneNumberFull2: '(11) 33334444' });
    expect(payload).toMatchObject({
      ddd1: '11',
      phoneNumber: '987654321',
      phoneNumberFull: '(11) 987654321',
      ddd2: '11',
      phoneNumber2: '33334444',
      phoneNumberFull2: '(11) 33334444',
      country: 'BR',
    });
  });

  it('leaves empty optional texts and an absent second phone out', () => {
    const payload = addressPayloadFromForm(FORM);
    expect(payload.titulo).toBe('Casa');
    expect(payload.complemento).toBeUndefined();
    expect(payload.pontoReferencia).toBeUndefined();
    expect(payload).not.toHaveProperty('ddd2');
    expect(payload).not.toHaveProperty('phoneNumber2');
  });

  it('sends uidPk only for a saved address (new until it has a positive uidPk)', () => {
    expect(addressPayloadFromForm(FORM)).not.toHaveProperty('uidPk');
    expect(addressPayloadFromForm(FORM, 0)).not.toHaveProperty('uidPk');
    expect(addressPayloadFromForm(FORM, -3)).not.toHaveProperty('uidPk');
    expect(addressPayloadFromForm(FORM, 12).uidPk).toBe(12);
  });
});

describe('addressFormFromDto', () => {
  it('joins the phones again and masks the CEP', () => {
    const form = addressFormFromDto(DTO);
    expect(form.phoneNumberFull).toBe('(21) 33221100');
    expect(form.phoneNumberFull2).toBe('(21) 987650000');
    expect(form.zipOrPostalCode).toBe('20040-020');
    expect(form.titulo).toBe('');
    expect(form.caixaPostal).toBe(true);
  });

  it('round-trips a saved address into the same payload parts', () => {
    const payload = addressPayloadFromDto(DTO);
    expect(payload).toMatchObject({
      uidPk: 7,
      ddd1: '21',
      phoneNumber: '33221100',
      ddd2: '21',
      phoneNumber2: '987650000',
      street1: 'Rua A',
      complemento: 'Apto 2',
    });
    expect(validateAddressForm(addressFormFromDto(DTO), 7).ok).toBe(true);
  });

  it('shows no second phone when the address has none', () => {
    expect(addressFormFromDto({ ...DTO, ddd2: null, phoneNumber2: null }).phoneNumberFull2).toBe(
      '',
    );
  });
});

describe('validateAddressForm (SPEC §5 messages)', () => {
  it('accepts a complete address and returns the payload', () => {
    const result = validateAddressForm(FORM);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.address.ddd1).toBe('11');
  });

  it('requires what a delivery needs', () => {
    const result = validateAddressForm(EMPTY_ADDRESS_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const field of [
      'firstName',
      'zipOrPostalCode',
      'street1',
      'numero',
      'bairro',
      'city',
      'subCountry',
      'phoneNumberFull',
    ] as const) {
      expect(result.errors[field], field).toBe('O campo é obrigatório');
    }
    expect(result.errors.titulo).toBeUndefined();
    expect(result.errors.phoneNumberFull2).toBeUndefined();
  });

  it('rejects a bad CEP and bad phones with the spec messages', () => {
    const result = validateAddressForm({
      ...FORM,
      zipOrPostalCode: '1234-567',
      phoneNumberFull: '(11) 1234',
      phoneNumberFull2: '11987654321',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.zipOrPostalCode).toBe('Formato do CEP não é válido.');
    expect(result.errors.phoneNumberFull).toBe(
      'O formato do telefone não é válido. Ex: (99) 999999999',
    );
    expect(result.errors.phoneNumberFull2).toBe(
      'O formato do telefone não é válido. Ex: (99) 999999999',
    );
  });

  it('accepts the CEP with or without its hyphen', () => {
    expect(validateAddressForm({ ...FORM, zipOrPostalCode: '01310100' }).ok).toBe(true);
  });

  it('refuses a state that is not a Brazilian UF', () => {
    const result = validateAddressForm({ ...FORM, subCountry: 'XX' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.subCountry).toBe('Selecione o estado (UF) da lista.');
  });
});

describe('addressFieldOf (server field names → form fields)', () => {
  it('maps payload and nested names', () => {
    expect(addressFieldOf('address.zipOrPostalCode')).toBe('zipOrPostalCode');
    expect(addressFieldOf('ddd1')).toBe('phoneNumberFull');
    expect(addressFieldOf('address.phoneNumber2')).toBe('phoneNumberFull2');
    expect(addressFieldOf('address.uidPk')).toBeNull();
    expect(addressFieldOf('constructor')).toBeNull();
  });
});

describe('address lines', () => {
  it('prints the street and the city lines', () => {
    expect(streetLine(DTO)).toBe('Rua A, 10');
    expect(cityLine(DTO)).toBe('Rio de Janeiro/RJ');
  });
});
