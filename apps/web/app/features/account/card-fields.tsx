/**
 * The four fields of a card entry (SPEC §3 credit card: holder, number, validity MM/AA, security
 * code) with their masks, shared by 'Novo cartão' in my account and the checkout's new card.
 * Validation is useCardEntryResolver (the domain's cardEntrySchema).
 */
import { useMemo } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { cardEntrySchema } from '@adega/domain/validation/schemas';
import { fieldBinder } from '../../components/ui/field-binding';
import { TextField, type TextFieldProps } from '../../components/ui/fields';
import { maskCardNumber, maskExpiry, maskSecurityCode } from '../../lib/masks';
import type { CardEntry } from './card-encryption';

type CardInput = Omit<TextFieldProps, 'id' | 'registration' | 'error'>;

/** Each field: its name, the id after the caller's prefix, and its input. */
const CARD_FIELDS: readonly { name: keyof CardEntry; id: string; input: CardInput }[] = [
  {
    name: 'holderName',
    id: 'titular',
    input: {
      className: 'acc-grid__wide',
      label: 'Nome impresso no cartão',
      autoComplete: 'cc-name',
      autoCapitalize: 'characters',
      spellCheck: false,
      maxLength: 100,
    },
  },
  {
    name: 'number',
    id: 'numero',
    input: {
      className: 'acc-grid__wide',
      label: 'Número do cartão',
      mask: maskCardNumber,
      inputMode: 'numeric',
      autoComplete: 'cc-number',
      maxLength: 23,
    },
  },
  {
    name: 'expiry',
    id: 'validade',
    input: {
      label: 'Validade',
      hint: 'MM/AA',
      mask: maskExpiry,
      inputMode: 'numeric',
      autoComplete: 'cc-exp',
      maxLength: 5,
    },
  },
  {
    name: 'securityCode',
    id: 'cvv',
    input: {
      label: 'Código de segurança (CVV)',
      hint: '3 ou 4 dígitos no verso',
      mask: maskSecurityCode,
      inputMode: 'numeric',
      autoComplete: 'cc-csc',
      maxLength: 4,
    },
  },
];

export function CardEntryFields<V extends CardEntry & FieldValues>({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: Pick<UseFormReturn<V>, 'register' | 'formState'>;
}) {
  // The four names exist on every V (V extends CardEntry); react-hook-form's Path<V> cannot see it.
  const field = fieldBinder(
    form as unknown as Pick<UseFormReturn<CardEntry>, 'register' | 'formState'>,
  );
  return (
    <>
      {CARD_FIELDS.map(({ name, id, input }) => (
        <TextField key={name} id={`${idPrefix}-${id}`} {...input} {...field(name)} />
      ))}
    </>
  );
}

/**
 * The resolver of a card entry form: the domain's cardEntrySchema, judged against the moment the
 * form is checked ('A data não pode ser no passado'), plus the form's own switch `flag`.
 */
export function useCardEntryResolver<T extends FieldValues>(flag: string): Resolver<T> {
  return useMemo(() => {
    const resolve: Resolver = (values, context, options) =>
      zodResolver(cardEntrySchema(new Date()).extend({ [flag]: z.boolean() }))(
        values,
        context,
        options,
      );
    // The form's values are the entry and its `flag`: the computed key hides that from TypeScript.
    return resolve as Resolver<T>;
  }, [flag]);
}
