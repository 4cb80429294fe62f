/**
 * The quantity selector of SPEC §5: an integer 1..9999 (default 1) in a field masked to 4 digits;
 * typed decimals or out-of-range values revert to the previous value; − and + respect the bounds;
 * locked (shown, read-only) for promotional items. Prime lines have none (the caller omits it).
 * Every rule is the domain's (validation/quantity.ts).
 */
import { useEffect, useState } from 'react';
import {
  canDecrement,
  canIncrement,
  decrementQuantity,
  incrementQuantity,
  maskQuantity,
  nextQuantity,
} from '@adega/domain/validation/quantity';

export interface QuantitySelectorProps {
  value: number;
  onChange(quantity: number): void;
  /** Accessible name of the field, e.g. 'Quantidade de Vinho X'. */
  label: string;
  locked?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * While typing, digits are masked to 4; anything else (a decimal separator, a sign) is kept as
 * typed so that leaving the field can revert it (a mask that dropped '.' would turn '1.5' into 15).
 */
export function typedText(raw: string): string {
  return /^\s*[0-9]*\s*$/.test(raw) ? maskQuantity(raw) : raw.slice(0, 8);
}

export function QuantitySelector({
  value,
  onChange,
  label,
  locked = false,
  disabled = false,
  id,
}: QuantitySelectorProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const next = nextQuantity(value, text);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const inactive = locked || disabled;

  return (
    <div className={`qty${locked ? ' qty--locked' : ''}`}>
      <button
        type="button"
        className="qty__step qty__step--minus"
        aria-label="Diminuir quantidade"
        disabled={inactive || !canDecrement(value)}
        onClick={() => onChange(decrementQuantity(value))}
      />
      <input
        id={id}
        className="qty__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        value={text}
        readOnly={inactive}
        aria-readonly={inactive || undefined}
        onChange={(event) => setText(typedText(event.target.value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            setText(String(value));
          }
        }}
      />
      <button
        type="button"
        className="qty__step"
        aria-label="Aumentar quantidade"
        disabled={inactive || !canIncrement(value)}
        onClick={() => onChange(incrementQuantity(value))}
      >
        +
      </button>
    </div>
  );
}
