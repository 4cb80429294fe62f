import { describe, expect, it } from 'vitest';
import { cookieValue, LEGAL_AGE_COOKIE } from '@adega/domain/consent/consent';
import { GATE_OPEN_SCRIPT } from './gate-open-script';
import { SCROLL_LOCK_CLASS } from './scroll-lock';

/** Runs the inline script with a fake gate and document; answers whether it opened the gate. */
function run(cookie: string, gate: { open: boolean } | null = { open: false }) {
  let opened = false;
  const classes = new Set<string>();
  const dialog = gate && { ...gate, showModal: () => (opened = true) };
  const document = {
    cookie,
    currentScript: { previousElementSibling: dialog },
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
  };
  new Function('document', GATE_OPEN_SCRIPT)(document);
  return { opened, locked: classes.has(SCROLL_LOCK_CLASS) };
}

describe('the gate’s inline opener', () => {
  const cookies = [
    '',
    `${LEGAL_AGE_COOKIE}=1`,
    `${LEGAL_AGE_COOKIE}=`,
    `a=1; ${LEGAL_AGE_COOKIE}=true; b=2`,
    ` ${LEGAL_AGE_COOKIE} =1`,
    `x${LEGAL_AGE_COOKIE}=1`,
    `${LEGAL_AGE_COOKIE}x=1`,
    `a=${LEGAL_AGE_COOKIE}=1`,
    LEGAL_AGE_COOKIE,
    'adega_consent=Analytics:1',
  ];

  it('opens the gate exactly when the page’s cookie rule (cookieValue) finds no legal-age cookie', () => {
    for (const cookie of cookies) {
      const legalAge = cookieValue(cookie, LEGAL_AGE_COOKIE) !== null;
      expect({ cookie, ...run(cookie) }).toEqual({ cookie, opened: !legalAge, locked: !legalAge });
    }
  });

  it('leaves an open gate, or none, alone', () => {
    expect(run('', { open: true })).toEqual({ opened: false, locked: false });
    expect(run('', null)).toEqual({ opened: false, locked: false });
  });
});
