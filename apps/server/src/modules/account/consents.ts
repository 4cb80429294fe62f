/**
 * Consents (LGPD) of a customer: the terms of use, accepted at sign-up, and marketing
 * communications. Every grant and revocation is a new row (who, what, when, where, which text);
 * the current state of a purpose is its newest row.
 *
 * - The terms cannot be revoked from the account: they are the condition of having one.
 * - Revoking marketing turns every notification channel off in the same transaction; granting it
 *   turns them back on. Turning a channel on while marketing is revoked records a grant
 *   (the customer asked for messages), so the history and the switches never disagree.
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import type { Db, Queryable } from '../../db/client.ts';
import { customerConsents } from '../../db/schema.ts';
import type { ConsentDto } from '../../contract.ts';
import { allChannelsOff, writePreferences, type PreferenceChoice } from './notifications.ts';
import { NOTIFICATION_CHANNELS } from '../../contract.ts';

export const CONSENT_PURPOSES = ['TERMS', 'MARKETING'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** Version of the texts below; stored with every event. */
export const CONSENT_TEXT_VERSION = '2026-11';
/** Where a change made in the account is recorded as coming from. */
export const ACCOUNT_SOURCE = 'minha-wine';
export const TERMS_NOT_REVOCABLE =
  'O aceite dos termos de uso é condição para manter a conta e não pode ser revogado. Para encerrar a conta, fale com o atendimento.';

export const CONSENT_TEXTS: Readonly<
  Record<ConsentPurpose, { title: string; description: string }>
> = {
  TERMS: {
    title: 'Termos de uso e política de privacidade',
    description:
      'Aceitos no cadastro: necessários para comprar, acompanhar pedidos e manter a sua conta.',
  },
  MARKETING: {
    title: 'Ofertas e novidades',
    description:
      'Receber ofertas, novidades e conteúdos da loja por e-mail, SMS/WhatsApp e notificações push.',
  },
};

/** RPC saveConsent [purpose, granted]. */
export const saveConsentInput = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
});

/** Without any row: the terms were accepted to create the account; marketing was not given. */
const STATE_WITHOUT_ROWS: Readonly<Record<ConsentPurpose, boolean>> = {
  TERMS: true,
  MARKETING: false,
};

async function readConsents(db: Queryable, customerId: number): Promise<ConsentDto[]> {
  const rows = await db
    .select()
    .from(customerConsents)
    .where(eq(customerConsents.customerId, customerId))
    .orderBy(desc(customerConsents.createdAt), desc(customerConsents.id));
  return CONSENT_PURPOSES.map((purpose) => {
    const history = rows
      .filter((row) => row.purpose === purpose)
      .map((row) => ({
        granted: row.granted,
        source: row.source,
        at: row.createdAt.toISOString(),
      }));
    return {
      purpose,
      ...CONSENT_TEXTS[purpose],
      granted: history[0]?.granted ?? STATE_WITHOUT_ROWS[purpose],
      history,
    };
  });
}

async function currentState(
  db: Queryable,
  customerId: number,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const [newest] = await db
    .select({ granted: customerConsents.granted })
    .from(customerConsents)
    .where(and(eq(customerConsents.customerId, customerId), eq(customerConsents.purpose, purpose)))
    .orderBy(desc(customerConsents.createdAt), desc(customerConsents.id))
    .limit(1);
  return newest?.granted ?? STATE_WITHOUT_ROWS[purpose];
}

async function record(
  db: Queryable,
  customerId: number,
  purpose: ConsentPurpose,
  granted: boolean,
  at: Date,
): Promise<void> {
  await db.insert(customerConsents).values({
    customerId,
    purpose,
    granted,
    source: ACCOUNT_SOURCE,
    textVersion: CONSENT_TEXT_VERSION,
    createdAt: at,
  });
}

export interface ConsentBook {
  list(customerId: number): Promise<ConsentDto[]>;
  /** Records a change (nothing when the state is already that); returns every purpose. */
  save(customerId: number, purpose: ConsentPurpose, granted: boolean): Promise<ConsentDto[]>;
  /** Saves notification choices, recording a marketing grant when a channel is turned on. */
  saveChannels(customerId: number, choices: readonly PreferenceChoice[]): Promise<void>;
}

export function createConsentBook(db: Db, now: () => Date): ConsentBook {
  return {
    list: (customerId) => readConsents(db, customerId),

    async save(customerId, purpose, granted) {
      if (purpose === 'TERMS' && !granted) throw new AppError('VALIDATION', TERMS_NOT_REVOCABLE);
      return db.transaction(async (tx) => {
        if ((await currentState(tx, customerId, purpose)) === granted) {
          return readConsents(tx, customerId);
        }
        const at = now();
        await record(tx, customerId, purpose, granted, at);
        if (purpose === 'MARKETING') {
          const choices = granted
            ? NOTIFICATION_CHANNELS.map((channel) => ({ channel, optIn: true }))
            : allChannelsOff();
          await writePreferences(tx, customerId, choices, at);
        }
        return readConsents(tx, customerId);
      });
    },

    async saveChannels(customerId, choices) {
      await db.transaction(async (tx) => {
        const at = now();
        if (
          choices.some((choice) => choice.optIn) &&
          !(await currentState(tx, customerId, 'MARKETING'))
        ) {
          await record(tx, customerId, 'MARKETING', true, at);
        }
        await writePreferences(tx, customerId, choices, at);
      });
    },
  };
}
