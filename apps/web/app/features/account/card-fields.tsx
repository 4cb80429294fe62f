/**
 * The four fields of a card entry (SPEC §3 credit card: holder, number, validity MM/AA, security
 * code) with their masks, shared by 'Novo cartão' in my account and the checkout's new card.
 * Validation is the caller's resolver (the domain's cardEntrySchema).
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../components/ui/fields';
import { maskCardNumber, maskExpiry, maskSecurityCode } from '../../lib/masks';
import type { CardEntry } from './card-encryption';

export function CardEntryFields<V extends CardEntry>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}) {
  // The four names exist on every V (V extends CardEntry); react-hook-form's Path<V> cannot see it.
  const reg = register as unknown as UseFormRegister<CardEntry>;
  const err = errors as FieldErrors<CardEntry>;
  return (
    <>
      <TextField
        id={`${idPrefix}-titular`}
        className="acc-grid__wide"
        label="Nome impresso no cartão"
        registration={reg('holderName')}
        error={err.holderName}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={100}
      />
      <TextField
        id={`${idPrefix}-numero`}
        className="acc-grid__wide"
        label="Número do cartão"
        registration={reg('number')}
        error={err.number}
        mask={maskCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <TextField
        id={`${idPrefix}-validade`}
        label="Validade"
        hint="MM/AA"
        registration={reg('expiry')}
        error={err.expiry}
        mask={maskExpiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={5}
      />
      <TextField
        id={`${idPrefix}-cvv`}
        label="Código de segurança (CVV)"
        hint="3 ou 4 dígitos no verso"
        registration={reg('securityCode')}
        error={err.securityCode}
        mask={maskSecurityCode}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
      />
    </>
  );
}
