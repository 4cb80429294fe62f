/**
 * The four fields of a card entry (SPEC §3 credit card: holder, number, validity MM/AA, security
 * code) with their masks, shared by 'Novo cartão' in my account and the checkout's new card.
 * Validation is the caller's resolver (the domain's cardEntrySchema).
 */
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldBinder } from '../../components/ui/field-binding';
import { TextField } from '../../components/ui/fields';
import { maskCardNumber, maskExpiry, maskSecurityCode } from '../../lib/masks';
import type { CardEntry } from './card-encryption';

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
      <TextField
        id={`${idPrefix}-titular`}
        className="acc-grid__wide"
        label="Nome impresso no cartão"
        {...field('holderName')}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={100}
      />
      <TextField
        id={`${idPrefix}-numero`}
        className="acc-grid__wide"
        label="Número do cartão"
        {...field('number')}
        mask={maskCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <TextField
        id={`${idPrefix}-validade`}
        label="Validade"
        hint="MM/AA"
        {...field('expiry')}
        mask={maskExpiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={5}
      />
      <TextField
        id={`${idPrefix}-cvv`}
        label="Código de segurança (CVV)"
        hint="3 ou 4 dígitos no verso"
        {...field('securityCode')}
        mask={maskSecurityCode}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
      />
    </>
  );
}
