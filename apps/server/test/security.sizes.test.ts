/**
 * Issue #12 A4: every string has a maximum, and request bodies of the API and RPC are capped at
 * 64 KiB (413, pt-BR) without being read whole or parsed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { maxMessage } from '@adega/domain/validation/messages';
import { CARD_HOLDER_MAX, ENCRYPTED_FIELD_MAX } from '@adega/domain/validation/schemas';
import { TEXT_MAX } from '@adega/domain/validation/rule-schema';
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from '../src/http/body-limit.ts';
import { loginAs, rpcAs, type TestSession } from './support/auth.ts';
import { useTestApp } from './support/suite.ts';

let session: TestSession;

const t = useTestApp({ products: 100 });
beforeAll(async () => {
  session = await loginAs(t, 'cliente@adega.dev', undefined, '203.0.113.71');
});

const CHUNK = 64 * 1024;
const TWENTY_MB = 20 * 1024 * 1024;

/** A 20 MB body produced lazily, chunk by chunk; `pulled()` says how much anyone read. */
function hugeBody() {
  let produced = 0;
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= TWENTY_MB) {
        controller.close();
        return;
      }
      produced += CHUNK;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => produced };
}

async function postStream(path: string, headers: Record<string, string> = {}) {
  const body = hugeBody();
  const response = await t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...session.headers, ...headers },
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  return { response, pulled: body.pulled() };
}

describe('request bodies are capped at 64 KiB', () => {
  it.each(['/rpc/saveCustomerAddress', '/api/v1/me/creditcards', '/api/v1/login'])(
    'a streamed 20 MB body to %s is a 413 in pt-BR, abandoned after the limit',
    async (path) => {
      const { response, pulled } = await postStream(path);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: BODY_TOO_LARGE_MESSAGE,
      });
      // Read only up to the first chunk over the limit (plus the stream's read-ahead).
      expect(pulled).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 3 * CHUNK);
    },
  );

  it('a declared Content-Length of 20 MB is refused before the body is read', async () => {
    const { response, pulled } = await postStream('/rpc/saveCustomerAddress', {
      'content-length': String(TWENTY_MB),
    });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('a body just under the limit is read (and judged on its fields)', async () => {
    const filler = 'a'.repeat(BODY_LIMIT_BYTES - 200);
    const response = await rpcAs(t, session, 'saveCustomerAddress', {
      address: { titulo: filler },
    });
    expect(response.status).toBe(422);
  });
});

describe('every string has a maximum', () => {
  /** saveCustomerCreditCard with these fields over a short card: 422, its field messages. */
  async function refusedCard(fields: Record<string, string>) {
    const response = await rpcAs(t, session, 'saveCustomerCreditCard', {
      number: '1111',
      encryptedCardNumber: 'x',
      encryptedExpiryMonth: 'x',
      encryptedExpiryYear: 'x',
      encryptedSecurityCode: 'x',
      ...fields,
    });
    expect(response.status).toBe(422);
    return ((await response.json()) as { fields: Record<string, string> }).fields;
  }

  it('a card holder name over the maximum is refused with the pt-BR message', async () => {
    const fields = await refusedCard({ holderName: 'A'.repeat(CARD_HOLDER_MAX + 1) });
    expect(fields.holderName).toBe(maxMessage(CARD_HOLDER_MAX));
  });

  it('encrypted card fields and the captcha have maxima too', async () => {
    const fields = await refusedCard({
      holderName: 'Ana Souza',
      encryptedCardNumber: 'x'.repeat(ENCRYPTED_FIELD_MAX + 1),
    });
    expect(fields.encryptedCardNumber).toBe(maxMessage(ENCRYPTED_FIELD_MAX));

    const captcha = await rpcAs(t, null, 'signIn', {
      userIdentification: 'cliente@adega.dev',
      password: 'x',
      captchaResponse: 'x'.repeat(2001),
    });
    expect(captcha.status).toBe(422);
    expect(await captcha.json()).toMatchObject({ fields: { captchaResponse: maxMessage(2000) } });
  });

  it('a free text without its own bound stops at TEXT_MAX (e.g. the sign-in password)', async () => {
    const response = await t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.72' },
      body: JSON.stringify({ username: 'cliente@adega.dev', password: 'p'.repeat(TEXT_MAX + 1) }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ fields: { password: maxMessage(TEXT_MAX) } });
  });

  it('the address country has a maximum', async () => {
    const response = await rpcAs(t, session, 'saveCustomerAddress', {
      address: { country: 'B'.repeat(151) },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields['address.country']).toBe(maxMessage(150));
  });
});
