/**
 * The frame of the account pages (sign-in, sign-up, password reset): a centred card with the
 * page's heading (`#auth-title`, which the forms use as their accessible name) and an aside under
 * it for the way to the other page ('Criar conta', 'Entrar').
 */
import type { ReactNode } from 'react';
import './auth.css';

export interface AuthPageProps {
  title: string;
  /** A sentence under the heading. */
  lead?: ReactNode;
  /** Wider card for the sign-up form. */
  wide?: boolean;
  children: ReactNode;
  /** Content under the card (links to the other account pages). */
  aside?: ReactNode;
}

export function AuthPage({ title, lead, wide = false, children, aside }: AuthPageProps) {
  return (
    <div className="auth-page">
      <div className="container auth-page__inner">
        <section
          className={`auth-card${wide ? ' auth-card--wide' : ''}`}
          aria-labelledby="auth-title"
        >
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          {lead ? <div className="auth-card__lead">{lead}</div> : null}
          {children}
        </section>
        {aside ? (
          <div className={`auth-aside${wide ? ' auth-aside--wide' : ''}`}>{aside}</div>
        ) : null}
      </div>
    </div>
  );
}

/** A success or information panel that replaces a form once it did its work. */
export function AuthNotice({
  tone = 'success',
  title,
  children,
}: {
  tone?: 'success' | 'error' | 'info';
  title?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`auth-notice auth-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title ? <p className="auth-notice__title">{title}</p> : null}
      {children}
    </div>
  );
}
