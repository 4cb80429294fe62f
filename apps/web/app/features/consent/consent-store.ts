/**
 * The page's cookie-consent state (issue #17, ADR 0030): the current statuses (read from the
 * consent cookie the server writes), whether the consent dialog is open and from where, and
 * whether the legal-age cookie is present. A choice is saved through `PUT /api/v1/consent` (the
 * ledger), and every change is broadcast as `adega:consent-changed` for the tracking client.
 */
import { useSyncExternalStore } from 'react';
import {
  ESSENTIAL_ONLY,
  sameStatuses,
  type ConsentSource,
  type ConsentStatuses,
} from '@adega/domain/consent/consent';
import type { ConsentStateDto } from '@adega/server/contract';
import { api } from '../../lib/rpc';
import { CONSENT_CHANGED_EVENT } from '../../lib/consent-events';
import { createSharedStore } from '../../lib/shared-store';
import { consentCookie, hasLegalAgeCookie, writeLegalAgeCookie } from './browser-cookies';

// A type, not an interface: shared data is a record of items (domain SharedData).
export type ConsentSnapshot = {
  statuses: ConsentStatuses;
  /** A choice was ever recorded for this browser (the consent cookie is present). */
  decided: boolean;
  legalAge: boolean;
  /** The consent dialog is open, and where its choice will be recorded from. */
  dialog: { source: ConsentSource } | null;
};

const SERVER_SNAPSHOT: ConsentSnapshot = {
  statuses: ESSENTIAL_ONLY,
  decided: false,
  legalAge: false,
  dialog: null,
};

/** SPEC §5: shared across the page's islands; changed only item by item (lib/shared-store). */
const shared = createSharedStore<ConsentSnapshot>(SERVER_SNAPSHOT, {
  onChange(before, after) {
    if (!sameStatuses(before.statuses, after.statuses) && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: after.statuses }));
    }
  },
});

function set(next: Partial<ConsentSnapshot>): void {
  shared.update(next);
}

export const consentStore = {
  get: (): ConsentSnapshot => shared.get(),

  subscribe: (listener: () => void): (() => void) => shared.subscribe(listener),

  /** Changes some items of the shared state; the whole object is refused (SPEC §5). */
  update: (changes: Partial<ConsentSnapshot>): ConsentSnapshot => shared.update(changes),

  /** Reads the browser's cookies (after hydration, and when another tab may have changed them). */
  readCookies(): void {
    const cookie = consentCookie();
    set({
      statuses: cookie?.statuses ?? ESSENTIAL_ONLY,
      decided: cookie !== null,
      legalAge: hasLegalAgeCookie(),
    });
  },

  /** What the server answered (the account card reads the customer's ledger). */
  adopt(state: ConsentStateDto): void {
    set({ statuses: state.statuses, decided: state.decidedAt !== null });
  },

  /** Records the choice in the ledger; the server answers the current one and writes the cookie. */
  async save(statuses: ConsentStatuses, source: ConsentSource): Promise<ConsentStateDto> {
    const state = await api<ConsentStateDto>('PUT', '/api/v1/consent', {
      statuses: { Analytics: statuses.Analytics, Marketing: statuses.Marketing },
      source,
    });
    set({ statuses: state.statuses, decided: true });
    return state;
  },

  confirmLegalAge(): void {
    writeLegalAgeCookie();
    set({ legalAge: true });
  },

  openDialog(source: ConsentSource = 'dialog'): void {
    set({ dialog: { source } });
  },

  closeDialog(): void {
    set({ dialog: null });
  },
};

export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => SERVER_SNAPSHOT);
}

/** Opens the consent dialog (footer button, account card, the modals' preferences link). */
export function openConsentDialog(source: ConsentSource = 'dialog'): void {
  consentStore.openDialog(source);
}
