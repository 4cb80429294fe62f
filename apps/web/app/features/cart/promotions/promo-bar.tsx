/**
 * The progress bar of the cart's promotion cards (gift progress, progressive discount, choose your
 * gift): a progressbar from 0 to 100 labelled by the card's title, its text read as the value.
 */
import type { ReactNode } from 'react';

export function PromoBar({
  percent,
  text,
  label,
}: {
  percent: number;
  text: string;
  label: string;
}) {
  return (
    <div
      className="promo-bar"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      aria-label={label}
    >
      <span className="promo-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** What a progress card shows of its promotion: reached or not, its title, its bar's value. */
export interface ProgressCardView {
  reached: boolean;
  title: string;
  percent: number;
  text: string;
}

/**
 * A progress card of the cart's promotions (`promo-card promo-{kind}`, `--won` once reached): its
 * title, linked to the promotion's page when it has one, the `intro` (if any), the progress bar
 * labelled by the title, then the card's content.
 */
export function ProgressCard({
  kind,
  testId,
  view,
  href,
  intro,
  children,
}: {
  kind: 'gift' | 'progressive';
  testId: string;
  view: ProgressCardView;
  href: string | null | undefined;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={`promo-card promo-${kind}${view.reached ? ` promo-${kind}--won` : ''}`}
      aria-labelledby={`promo-${kind}-title`}
      data-testid={testId}
    >
      <h3 id={`promo-${kind}-title`} className="promo-card__title">
        {href ? <a href={href}>{view.title}</a> : view.title}
      </h3>
      {intro}
      <PromoBar percent={view.percent} text={view.text} label={view.title} />
      {children}
    </section>
  );
}
