/**
 * The alert component (SPEC §2 "Widgets"; issue #18 part C): an optional title, a close button
 * (hidden with the 'simple' modifier or without `onClose`), an HTML message sanitized with
 * DOMPurify, content text and info text. Errors are announced (`role="alert"`), the other tones
 * politely (`role="status"`).
 */
import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import './alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  /** HTML from the store's data; sanitized in the browser (nothing in the server's render). */
  html?: string;
  /** Plain content text. */
  content?: string;
  /** Secondary information, smaller. */
  info?: string;
  /** 'simple': no close button. */
  modifier?: 'simple';
  onClose?: () => void;
  className?: string;
}

function SafeHtml({ html }: { html: string }) {
  const [clean, setClean] = useState('');
  useEffect(() => setClean(sanitizeHtml(html)), [html]);
  return <div className="alert__html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function Alert({
  tone = 'info',
  title,
  html,
  content,
  info,
  modifier,
  onClose,
  className,
}: AlertProps) {
  const closable = modifier !== 'simple' && onClose !== undefined;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['alert', `alert--${tone}`, modifier ? `alert--${modifier}` : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {html ? <SafeHtml html={html} /> : null}
        {content ? <p className="alert__content">{content}</p> : null}
        {info ? <p className="alert__info">{info}</p> : null}
      </div>
      {closable ? (
        <button type="button" className="alert__close" aria-label="Fechar alerta" onClick={onClose}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
