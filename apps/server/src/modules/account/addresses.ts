/**
 * The customer's delivery addresses (SPEC §3 Address, §7 saveCustomerAddress [address,
 * isPreferredAddress], removeCustomerAddressByUidPk). The phone is stored as its parts (area code
 * and number); the full number is split on the way in when only it was sent, and joined on the
 * way out (SPEC §3 "split or joined automatically"). A customer with addresses always has exactly
 * one preferred address.
 */
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import { isNewAddress, joinPhoneFull, splitPhoneFull } from '@adega/domain/customer';
import { PHONE } from '@adega/domain/validation/messages';
import { addressSchema, type Address } from '@adega/domain/validation/schemas';
import type { Db } from '../../db/client.ts';
import { customerAddresses } from '../../db/schema.ts';
import type { AddressDto } from '../../contract.ts';
import { lockCustomer } from './customer-lock.ts';
import { preferredRows } from './preferred-rows.ts';
import { isPossibleRowId, rowIdSchema } from '../../http/input.ts';

/** Our bound (the spec names none): enough for home, work, family and gifts. */
export const MAX_ADDRESSES = 20;
export const ADDRESS_NOT_FOUND = 'Endereço não encontrado.';
export const ADDRESS_LIMIT = `Você pode salvar até ${String(MAX_ADDRESSES)} endereços. Remova um endereço para cadastrar outro.`;
/** The store delivers in Brazil only: CEP and DDD rules are Brazilian (SPEC §5). */
export const ADDRESS_COUNTRY_ONLY_BR = 'Entregamos apenas no Brasil (país BR).';

type AddressRow = typeof customerAddresses.$inferSelect;

/** Fields where an empty input means "not given" (a second phone left blank, no country). */
const BLANK_MEANS_ABSENT = [
  'country',
  'ddd2',
  'phoneNumber2',
  'phoneNumberFull',
  'phoneNumberFull2',
] as const;
/** Fields a client may send as null (the DTO answers null for them) meaning "not given". */
const NULL_MEANS_ABSENT = [
  'uidPk',
  'preferred',
  'caixaPostal',
  'fullTimeConcierge',
  'titulo',
  'complemento',
  'pontoReferencia',
  'deliveryTime',
  ...BLANK_MEANS_ABSENT,
] as const;

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Before the SPEC §5 rules: nulls and blanks that mean "not given" are dropped, and a full phone
 * number sent without its parts is split into them (SPEC §3).
 */
const normalizedAddress = z.preprocess(
  (raw, ctx) => {
    if (!isRecord(raw)) return raw;
    const address: Record<string, unknown> = { ...raw };
    for (const key of NULL_MEANS_ABSENT) if (address[key] === null) delete address[key];
    for (const key of BLANK_MEANS_ABSENT) if (isBlank(address[key])) delete address[key];
    const phones = [
      ['phoneNumberFull', 'ddd1', 'phoneNumber'],
      ['phoneNumberFull2', 'ddd2', 'phoneNumber2'],
    ] as const;
    for (const [fullKey, dddKey, numberKey] of phones) {
      const full = address[fullKey];
      if (typeof full !== 'string' || (!isBlank(address[dddKey]) && !isBlank(address[numberKey])))
        continue;
      const parts = splitPhoneFull(full);
      if (parts === null) {
        ctx.addIssue({ code: 'custom', message: PHONE, path: [fullKey] });
        continue;
      }
      address[dddKey] = parts.ddd;
      address[numberKey] = parts.number;
    }
    return address;
  },
  addressSchema.superRefine((address, ctx) => {
    if (address.country.toUpperCase() !== 'BR') {
      ctx.addIssue({ code: 'custom', message: ADDRESS_COUNTRY_ONLY_BR, path: ['country'] });
    }
  }),
);

/** RPC saveCustomerAddress [address, isPreferredAddress]. */
export const saveAddressInput = z.object({
  address: normalizedAddress,
  isPreferredAddress: z.boolean().optional(),
});

/** RPC removeCustomerAddressByUidPk [uidPk]. */
export const removeAddressInput = z.object({ uidPk: rowIdSchema });

function textOrNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

export function toAddressDto(row: AddressRow): AddressDto {
  const hasSecondPhone = row.ddd2 !== null && row.phoneNumber2 !== null;
  return {
    uidPk: row.id,
    preferred: row.preferred,
    caixaPostal: row.caixaPostal,
    fullTimeConcierge: row.fullTimeConcierge,
    titulo: row.titulo,
    firstName: row.firstName,
    street1: row.street1,
    numero: row.numero,
    bairro: row.bairro,
    city: row.city,
    complemento: row.complemento,
    pontoReferencia: row.pontoReferencia,
    subCountry: row.subCountry,
    country: row.country,
    zipOrPostalCode: row.zipOrPostalCode,
    deliveryTime: row.deliveryTime,
    ddd1: row.ddd1,
    phoneNumber: row.phoneNumber,
    ddd2: row.ddd2,
    phoneNumber2: row.phoneNumber2,
    phoneNumberFull: joinPhoneFull(row.ddd1, row.phoneNumber),
    phoneNumberFull2: hasSecondPhone ? joinPhoneFull(row.ddd2 ?? '', row.phoneNumber2 ?? '') : null,
  };
}

/** The stored columns of a validated address (the full phone numbers are derived, not stored). */
function columnsOf(address: Address) {
  const hasSecondPhone = address.ddd2 !== undefined && address.phoneNumber2 !== undefined;
  return {
    caixaPostal: address.caixaPostal,
    fullTimeConcierge: address.fullTimeConcierge,
    titulo: textOrNull(address.titulo),
    firstName: address.firstName,
    street1: address.street1,
    numero: address.numero,
    bairro: address.bairro,
    city: address.city,
    complemento: textOrNull(address.complemento),
    pontoReferencia: textOrNull(address.pontoReferencia),
    subCountry: address.subCountry,
    country: 'BR',
    zipOrPostalCode: address.zipOrPostalCode,
    deliveryTime: textOrNull(address.deliveryTime),
    ddd1: address.ddd1,
    phoneNumber: address.phoneNumber,
    ddd2: hasSecondPhone ? (address.ddd2 ?? null) : null,
    phoneNumber2: hasSecondPhone ? (address.phoneNumber2 ?? null) : null,
  };
}

const addresses = preferredRows(customerAddresses, { max: MAX_ADDRESSES, full: ADDRESS_LIMIT });

export interface AddressBook {
  list(customerId: number): Promise<AddressDto[]>;
  save(customerId: number, address: Address, makePreferred: boolean): Promise<AddressDto>;
  remove(customerId: number, uidPk: number): Promise<void>;
}

export function createAddressBook(db: Db, now: () => Date): AddressBook {
  return {
    async list(customerId) {
      return (await addresses.list(db, customerId)).map(toAddressDto);
    },

    async save(customerId, address, makePreferred) {
      const preferred = makePreferred || address.preferred;
      const row = await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const at = now();
        if (isNewAddress(address)) {
          await addresses.ensureRoom(tx, customerId);
          const isPreferred = await addresses.preferNew(tx, customerId, preferred);
          const [inserted] = await tx
            .insert(customerAddresses)
            .values({
              customerId,
              ...columnsOf(address),
              preferred: isPreferred,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          if (!inserted) throw new Error('address insert returned nothing');
          return inserted;
        }
        const id = address.uidPk ?? 0;
        const [existing] = isPossibleRowId(id)
          ? await tx
              .select({ id: customerAddresses.id, preferred: customerAddresses.preferred })
              .from(customerAddresses)
              .where(addresses.owned(customerId, id))
              .limit(1)
          : [];
        if (!existing) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
        // Unchecking "preferred" does not leave the customer without one: only another
        // address being made preferred moves the mark.
        const isPreferred = existing.preferred || preferred;
        if (isPreferred && !existing.preferred) await addresses.unsetPreferred(tx, customerId, id);
        const [updated] = await tx
          .update(customerAddresses)
          .set({ ...columnsOf(address), preferred: isPreferred, updatedAt: at })
          .where(addresses.owned(customerId, id))
          .returning();
        if (!updated) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
        return updated;
      });
      return toAddressDto(row);
    },

    async remove(customerId, uidPk) {
      if (!isPossibleRowId(uidPk) || !(await addresses.remove(db, customerId, uidPk))) {
        throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
      }
    },
  };
}
