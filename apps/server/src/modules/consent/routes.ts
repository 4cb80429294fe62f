/**
 * Cookie consent over HTTP (issue #17, ADR 0030): `GET /api/v1/consent`, `PUT /api/v1/consent`
 * and the signed-in customer's `GET /api/v1/me/consent/history`. The subject is the logged
 * customer, else the visitor (cookie `adega_visitante`, issued only by a write). Every answer of a
 * write, and every sign-in, leaves the page's copy in the `adega_consentimento` cookie.
 */
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_SOURCES,
  serializeConsentCookie,
  type ConsentStatuses,
} from '@adega/domain/consent/consent';
import { noInput } from '../../http/input.ts';
import {
  defineCustomerRead,
  defineOperation,
  rest,
  type HttpModule,
} from '../../http/operation.ts';
import { isHttps } from '../../http/session.ts';
import { ensureVisitorId, visitorIdOf } from '../../http/visitor.ts';
import type { ResolvedSession } from '../auth/sessions.ts';
import type { ConsentSubject } from '@adega/domain/consent/consent';
import type { ConsentService } from './service.ts';

const INVALID_SOURCE = 'Origem da escolha de cookies inválida.';
const INVALID_CHOICE = 'Informe sim ou não para cada categoria de cookies.';

export const consentChoiceInput = z
  .object({
    statuses: z
      .object({
        Analytics: z.boolean({ error: INVALID_CHOICE }),
        Marketing: z.boolean({ error: INVALID_CHOICE }),
        // 'Essential' may come along (it is always on); any other key is refused.
        Essential: z.literal(true).optional(),
      })
      .strict(),
    source: z.enum(CONSENT_SOURCES, { error: INVALID_SOURCE }),
  })
  .strict();

/**
 * The page's copy of the choice: readable by the page (not HttpOnly), Lax, Secure over HTTPS,
 * 365 days. Hono URL-encodes the value.
 */
export function writeConsentCookie(c: Context, statuses: ConsentStatuses): void {
  setCookie(c, CONSENT_COOKIE, serializeConsentCookie(statuses), {
    httpOnly: false,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: CONSENT_COOKIE_DAYS * 24 * 60 * 60,
  });
}

function loggedCustomerId(session: ResolvedSession | null): number | null {
  return session?.state === 'logged' ? session.customerId : null;
}

/**
 * At sign-in and sign-up (called by the customers routes once the session is issued): the
 * visitor's choice follows the customer when newer, then the cookie says the customer's choice
 * (so a browser the customer never chose on learns it). Never fails the sign-in.
 */
export async function consentAtSignIn(
  c: Context,
  consent: ConsentService,
  customerId: number,
): Promise<void> {
  try {
    const state = await consent.followToCustomer(visitorIdOf(c), customerId);
    if (state.decidedAt !== null) writeConsentCookie(c, state.statuses);
  } catch (error) {
    c.get('logger').warn({ err: error, customerId }, 'consent link at sign-in failed');
  }
}

const ignored = { input: () => ({}) };

export function consentModule(consent: ConsentService): HttpModule {
  const read = defineOperation({
    name: 'consentGet',
    input: noInput,
    auth: 'session',
    handler: (_input, { session, c }) => {
      const customerId = loggedCustomerId(session);
      // A read never issues the visitor cookie.
      const subject: ConsentSubject = { customerId, visitorId: visitorIdOf(c) };
      return consent.state(subject);
    },
  });
  const choose = defineOperation({
    name: 'consentPut',
    input: consentChoiceInput,
    auth: 'session',
    handler: async (input, { session, c }) => {
      const subject: ConsentSubject = {
        customerId: loggedCustomerId(session),
        visitorId: ensureVisitorId(c),
      };
      const state = await consent.choose(subject, input.statuses, input.source);
      writeConsentCookie(c, state.statuses);
      return state;
    },
  });
  const history = defineCustomerRead({
    name: 'consentHistory',
    read: (customerId) => consent.history(customerId),
  });
  return {
    rest: [
      rest('GET', '/api/v1/consent', read, ignored),
      rest('PUT', '/api/v1/consent', choose),
      rest('GET', '/api/v1/me/consent/history', history, ignored),
    ],
  };
}
