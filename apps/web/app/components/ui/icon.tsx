import './icon.css';

/** The line icons of icon.css; sizes are the icons' own (24, 20, 22, 26 and 10 px). */
export type IconName = 'menu' | 'search' | 'search-field' | 'close' | 'bag' | 'chevron';

/** A decorative icon: the control around it carries the name (ADR 0042). */
export function Icon({ name }: { name: IconName }) {
  return <span className={`icon icon--${name}`} aria-hidden="true" />;
}
