/** The address form of my account (SPEC §3 Address; §5 CEP and phone rules), new or edited. */
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors as RhfFieldErrors, type Resolver } from 'react-hook-form';
import type { AddressDto } from '@adega/server/contract';
import type { AddressInput } from '@adega/domain/validation/schemas';
import { formatCep } from '@adega/domain/validation/cep';
import { maskPhone } from '@adega/domain/validation/phone';
import { accountApi, errorFields, errorMessage } from './account-api';
import {
  addressFieldOf,
  addressFormFromDto,
  EMPTY_ADDRESS_FORM,
  validateAddressForm,
  type AddressFormValues,
} from './address-form';
import { BRAZIL_STATES } from '@adega/domain/brazil-states';
import {
  CheckboxField,
  SelectField,
  TextField,
  type TextFieldProps,
} from '../../components/ui/fields';
import { AccountFormCard, PHONE_HINT, PhoneField } from './form-card';
import { mapServerFields } from './form-errors';
import { markServerErrors } from '../../lib/server-errors-on-fields';
import { fieldBinder } from '../../components/ui/field-binding';
// The form is also the checkout's 'Novo endereço': it brings its own look.
import './account.css';

export const STATE_OPTIONS = BRAZIL_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

export function addressResolver(uidPk: number | undefined): Resolver<AddressFormValues> {
  return (values) => {
    const result = validateAddressForm(values, uidPk);
    if (result.ok) return { values, errors: {} };
    const errors: RhfFieldErrors<AddressFormValues> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      errors[field as keyof AddressFormValues] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };
}

/** Saves to the account (saveCustomerAddress); the checkout passes its own (setShippingAddress). */
const saveToAccount = async (address: AddressInput, preferred: boolean) => {
  await accountApi.saveAddress(address, preferred);
};

export function AddressForm({
  address,
  onCancel,
  onSaved,
  save = saveToAccount,
  submitLabel = 'Salvar endereço',
}: {
  address: AddressDto | null;
  onCancel: () => void;
  onSaved: () => Promise<void>;
  save?: (address: AddressInput, preferred: boolean) => Promise<void>;
  submitLabel?: string;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const titleId = useId();
  const uidPk = address?.uidPk;
  const form = useForm<AddressFormValues>({
    defaultValues: address ? addressFormFromDto(address) : EMPTY_ADDRESS_FORM,
    resolver: addressResolver(uidPk),
    mode: 'onSubmit',
  });
  const field = fieldBinder(form);

  const { setFocus } = form;
  useEffect(() => {
    setFocus('titulo');
  }, [setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    // validateAddressForm already passed in the resolver; this builds the same payload.
    const result = validateAddressForm(values, uidPk);
    if (!result.ok) return;
    // An address that is already the preferred one stays so.
    const preferred = address?.preferred === true || values.preferred;
    try {
      await save({ ...result.address, preferred }, preferred);
      await onSaved();
    } catch (error) {
      setAlert(errorMessage(error));
      markServerErrors(form.setError, mapServerFields(errorFields(error), addressFieldOf));
    }
  });

  /** A text field of the address: `endereco-{id}`, up to 150 characters unless `more` says. */
  const text = (
    name: keyof AddressFormValues,
    id: string,
    label: string,
    more: Partial<TextFieldProps> = {},
  ) => <TextField id={`endereco-${id}`} label={label} {...field(name)} maxLength={150} {...more} />;

  return (
    <AccountFormCard
      titleId={titleId}
      title={address ? 'Editar endereço' : 'Novo endereço'}
      alert={alert}
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={submitLabel}
      busyLabel="Salvando…"
      after={
        <>
          <fieldset className="acc-checks">
            <legend className="visually-hidden">Opções de entrega</legend>
            <CheckboxField
              id="endereco-caixa-postal"
              label="Caixa postal"
              registration={form.register('caixaPostal')}
            />
            <CheckboxField
              id="endereco-portaria"
              label="Portaria 24 horas"
              hint="Há alguém para receber a qualquer hora."
              registration={form.register('fullTimeConcierge')}
            />
            {address?.preferred ? null : (
              <CheckboxField
                id="endereco-principal"
                label="Tornar endereço principal"
                registration={form.register('preferred')}
              />
            )}
          </fieldset>
        </>
      }
    >
      {text('titulo', 'titulo', 'Identificação', { optional: true, hint: 'Ex: Casa, Trabalho' })}
      {text('firstName', 'destinatario', 'Nome de quem recebe', { autoComplete: 'name' })}
      {text('zipOrPostalCode', 'cep', 'CEP', {
        hint: 'Ex: 01310-100',
        mask: formatCep,
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: 9,
      })}
      {text('street1', 'rua', 'Endereço', {
        className: 'acc-grid__wide',
        hint: 'Rua, avenida, travessa…',
        autoComplete: 'address-line1',
      })}
      {text('numero', 'numero', 'Número')}
      {text('complemento', 'complemento', 'Complemento', {
        optional: true,
        hint: 'Ex: Apto 42, bloco B',
        autoComplete: 'address-line2',
      })}
      {text('bairro', 'bairro', 'Bairro', { autoComplete: 'address-level3' })}
      {text('city', 'cidade', 'Cidade', { autoComplete: 'address-level2' })}
      <SelectField
        id="endereco-estado"
        label="Estado"
        {...field('subCountry')}
        placeholder="Selecione"
        options={STATE_OPTIONS}
        autoComplete="address-level1"
      />
      {text('pontoReferencia', 'referencia', 'Ponto de referência', {
        className: 'acc-grid__wide',
        optional: true,
      })}
      {text('deliveryTime', 'horario', 'Melhor horário para entrega', {
        optional: true,
        hint: 'Ex: das 8h às 18h',
      })}
      <PhoneField id="endereco-telefone" label="Telefone" {...field('phoneNumberFull')} />
      {text('phoneNumberFull2', 'telefone2', 'Telefone 2', {
        optional: true,
        hint: PHONE_HINT,
        mask: maskPhone,
        type: 'tel',
        inputMode: 'numeric',
        maxLength: 14,
      })}
    </AccountFormCard>
  );
}
