import type { ReactNode } from 'react';
import type { PageLink } from './link-lists';

/** A content page section: a title (its h2, `headingId`), then `children`. */
export function PageSection({
  headingId,
  title,
  callout = false,
  children,
}: {
  headingId: string;
  title: string;
  /** The highlighted box (`callout`). */
  callout?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={callout ? 'callout page-section' : 'page-section'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** Buttons of a hero or a callout: the first is the main one, the others are ghosts. */
export function ActionButtons({
  actions,
  light = false,
}: {
  actions: PageLink[];
  light?: boolean;
}) {
  return (
    <div className="hero__actions">
      {actions.map((action, index) => (
        <a
          key={action.href}
          href={action.href}
          className={
            index === 0 ? (light ? 'button button--light' : 'button') : 'button button--ghost'
          }
        >
          {action.label}
        </a>
      ))}
    </div>
  );
}

export interface CalloutContent {
  headingId: string;
  title: string;
  text: ReactNode;
  actions: PageLink[];
}

/** A callout: a title, a text and its buttons. */
export function Callout({ headingId, title, text, actions }: CalloutContent) {
  return (
    <PageSection headingId={headingId} title={title} callout>
      <p>{text}</p>
      <ActionButtons actions={actions} />
    </PageSection>
  );
}

/** The banner at the top of a page: a small line above the title (h1), a text and buttons. */
export function Hero({
  headingId,
  eyebrow,
  title,
  text,
  actions,
  home,
}: {
  headingId: string;
  eyebrow: string;
  title: string;
  text: string;
  actions: PageLink[];
  /** The home's `data-home` mark (which home is shown). */
  home?: string;
}) {
  return (
    <section className="hero" aria-labelledby={headingId} data-home={home}>
      <div className="hero__inner container">
        <p className="hero__eyebrow">{eyebrow}</p>
        <h1 id={headingId}>{title}</h1>
        <p className="hero__text">{text}</p>
        <ActionButtons actions={actions} light />
      </div>
    </section>
  );
}

export interface ContentItem {
  title: string;
  text: string;
}

/** Numbered steps ('Como funciona'), each a title and a text. */
export function Steps({
  steps,
  className = 'steps',
  label,
}: {
  steps: readonly ContentItem[];
  className?: string;
  label?: string;
}) {
  return (
    <ol className={className} aria-label={label}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
