/**
 * The text input with copy-to-clipboard (SPEC §4 text input "copy-to-clipboard"; §5 "The copy
 * confirmation lasts 4 s"; §9 "Copy confirmation 4000 ms"): a read-only field the customer can
 * select, and a button that copies its value. The confirmation ('Copiado!') replaces the button's
 * text and is announced for COPY_CONFIRMATION_MS, then the button reads 'Copiar' again. Without
 * the Clipboard API (an old browser, a page not served over HTTPS) the field's text is selected
 * and copied with the legacy command; when even that fails, the text stays selected with a hint.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { COPY_CONFIRMATION_MS } from '@adega/domain/constants';
import './copy-field.css';

export const COPY_TEXTS = {
  copy: 'Copiar',
  copied: 'Copiado!',
  copiedStatus: 'Código copiado para a área de transferência.',
  copyFailed:
    'Não foi possível copiar. O código está selecionado: copie com Ctrl+C ou toque longo.',
} as const;

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the legacy command (permission refused, document not focused…).
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export function CopyField({
  id,
  label,
  value,
  display,
  rows,
  onCopied,
}: {
  id: string;
  label: string;
  /** What is copied. */
  value: string;
  /** What the field shows, when it differs (the formatted linha digitável). */
  display?: string;
  /**
   * A long value (a Pix code, a linha digitável on a phone) wraps in a text area of at least
   * these lines (it grows to its text where the browser can) instead of scrolling in one line.
   */
  rows?: number;
  /** After a successful copy (e.g. a tracking event). */
  onCopied?: () => void;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    const ok = await copyText(value, input.current);
    if (timer.current) clearTimeout(timer.current);
    setState(ok ? 'copied' : 'failed');
    if (!ok) {
      input.current?.focus();
      input.current?.select();
      return;
    }
    onCopied?.();
    timer.current = setTimeout(() => {
      timer.current = null;
      setState('idle');
    }, COPY_CONFIRMATION_MS);
  };

  const statusId = `${id}-status`;
  const shown = display ?? value;
  // What the single-line input and the textarea share: read-only, selected on focus.
  const field = {
    ref: input,
    id,
    value: shown,
    readOnly: true,
    spellCheck: false,
    'aria-describedby': statusId,
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      event.currentTarget.select(),
  };
  return (
    <div className="copy-field">
      <label className="copy-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        {rows ? (
          <textarea {...field} className="copy-field__input copy-field__input--multi" rows={rows} />
        ) : (
          <input {...field} className="copy-field__input" />
        )}
        <button
          type="button"
          className={`button copy-field__button${state === 'copied' ? ' copy-field__button--done' : ''}`}
          onClick={() => void copy()}
          aria-describedby={statusId}
        >
          {state === 'copied' ? COPY_TEXTS.copied : COPY_TEXTS.copy}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      <p
        id={statusId}
        className={`copy-field__status${state === 'failed' ? ' copy-field__status--error' : ''}`}
        role="status"
      >
        {state === 'copied'
          ? COPY_TEXTS.copiedStatus
          : state === 'failed'
            ? COPY_TEXTS.copyFailed
            : ''}
      </p>
    </div>
  );
}
