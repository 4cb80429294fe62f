/** SPEC §7 Customer operations over RPC (ADR 0003), and the REST login/logout. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { restLoginSchema, signInSchema } from '@adega/domain/validation/schemas';
import {
  changeEmailSchema,
  passwordResetRequestSchema,
  profilePfSchema,
  profilePjSchema,
  redefineWithTokenSchema,
  signUpPfSchema,
  signUpPjSchema,
} from '@adega/domain/validation/account-schemas';
import { cnpjSchema } from '@adega/domain/validation/cnpj';
import { cpfSchema } from '@adega/domain/validation/cpf';
import { emailSchema } from '@adega/domain/validation/email';
import type { AppDeps } from '../../deps.ts';
import { parseWith, readJson } from '../../http/errors.ts';
import { clearSessionCookies, writeSessionCookies } from '../../http/session.ts';
import { defineRpc, noInput, type RpcOperation } from '../../rpc/registry.ts';
import type { Captcha } from '../auth/captcha.ts';
import { clientIp, requireLoggedCustomer } from '../auth/guard.ts';
import { TOKEN_PATTERN } from '../auth/tokens.ts';
import { CART_COOKIE, clearCartCookie } from '../cart/identity.ts';
import { mergeAnonymousCart } from '../cart/service.ts';
import { getCookie } from 'hono/cookie';
import type { Accounts, Caller } from './service.ts';

export function callerOf(c: Context, deps: AppDeps): Caller {
  return {
    ip: clientIp(c, deps.config.trustProxy),
    userAgent: c.req.header('user-agent'),
    store: c.get('store'),
  };
}

/** The age rule takes the São Paulo calendar day of this instant (validateAge). */
/**
 * The customer is signed in: session cookies, and the visitor's cart (cookie `adega_cart`) merged
 * into the customer's (issue #6, ADR 0009). A failed merge never fails the sign-in: the visitor's
 * cart and its cookie stay, and the next sign-in tries again.
 */
async function startSignedIn(
  c: Context,
  deps: AppDeps,
  token: string,
  customerId: number,
): Promise<void> {
  writeSessionCookies(c, token);
  const cartToken = getCookie(c, CART_COOKIE);
  if (!cartToken || !TOKEN_PATTERN.test(cartToken)) return;
  try {
    await mergeAnonymousCart(
      deps.db,
      { token: cartToken, customerId, store: c.get('store') },
      deps.now,
    );
    clearCartCookie(c);
  } catch (error) {
    c.get('logger').warn({ err: error, customerId }, 'visitor cart merge failed');
  }
}

function today(deps: AppDeps): Date {
  return deps.now();
}

export function customerRpc(deps: AppDeps, accounts: Accounts, captcha: Captcha): RpcOperation[] {
  return [
    defineRpc({
      name: 'getCaptchaChallenge',
      input: noInput,
      handler: () => captcha.challenge(),
    }),
    defineRpc({
      name: 'getLoggedCustomer',
      input: noInput,
      handler: (_input, ctx) => accounts.loggedCustomer(ctx.session),
    }),
    defineRpc({
      name: 'getSemiLoggedCustomer',
      input: noInput,
      handler: (_input, ctx) => accounts.semiLoggedCustomer(ctx.session),
    }),
    defineRpc({
      name: 'signIn',
      input: signInSchema,
      handler: async (input, ctx) => {
        const { customer, token } = await accounts.signIn(
          {
            identification: input.userIdentification,
            password: input.password,
            captchaResponse: input.captchaResponse,
          },
          {
            requireCaptcha: true,
            previousToken: ctx.c.get('sessionToken'),
            caller: callerOf(ctx.c, deps),
          },
        );
        await startSignedIn(ctx.c, deps, token, customer.uidPk);
        return customer;
      },
    }),
    defineRpc({
      name: 'signOut',
      input: noInput,
      handler: async (_input, ctx) => {
        await accounts.signOut(ctx.c.get('sessionToken'));
        clearSessionCookies(ctx.c);
        return null;
      },
    }),
    defineRpc({
      name: 'isEmailExists',
      input: z.object({ email: emailSchema }),
      handler: (input, ctx) => accounts.exists('email', input.email, callerOf(ctx.c, deps)),
    }),
    defineRpc({
      name: 'isCpfRegistred',
      input: z.object({ cpf: cpfSchema }),
      handler: (input, ctx) => accounts.exists('cpf', input.cpf, callerOf(ctx.c, deps)),
    }),
    defineRpc({
      name: 'isCpfExists',
      input: z.object({ cpf: cpfSchema }),
      handler: (input, ctx) => accounts.exists('cpf', input.cpf, callerOf(ctx.c, deps)),
    }),
    defineRpc({
      name: 'isCnpjExists',
      input: z.object({ cnpj: cnpjSchema }),
      handler: (input, ctx) => accounts.exists('cnpj', input.cnpj, callerOf(ctx.c, deps)),
    }),
    defineRpc({
      name: 'addWineOnPageCustomerPF',
      // The schema depends on today's date (age of majority); parsed inside.
      input: z.unknown(),
      handler: async (raw, ctx) => {
        const input = parseWith(signUpPfSchema(today(deps)), raw);
        const { customer, token } = await accounts.signUpPf(
          input,
          ctx.c.get('sessionToken'),
          callerOf(ctx.c, deps),
        );
        await startSignedIn(ctx.c, deps, token, customer.uidPk);
        return customer;
      },
    }),
    defineRpc({
      name: 'addWineOnPageCustomerPJ',
      input: signUpPjSchema,
      handler: async (input, ctx) => {
        const { customer, token } = await accounts.signUpPj(
          input,
          ctx.c.get('sessionToken'),
          callerOf(ctx.c, deps),
        );
        await startSignedIn(ctx.c, deps, token, customer.uidPk);
        return customer;
      },
    }),
    defineRpc({
      name: 'redefinePassword',
      input: passwordResetRequestSchema,
      handler: (input, ctx) => accounts.requestPasswordReset(input, callerOf(ctx.c, deps)),
    }),
    defineRpc({
      name: 'redefineWithToken',
      input: redefineWithTokenSchema,
      handler: async (input, ctx) => {
        await accounts.redefineWithToken(
          {
            token: input.bean.token,
            password: input.bean.password,
            captchaResponse: input.captchaResponse,
          },
          ctx.session,
        );
        return null;
      },
    }),
    defineRpc({
      name: 'saveCustomerPF',
      input: z.unknown(),
      handler: (raw, ctx) => {
        const customerId = requireLoggedCustomer(ctx.session);
        return accounts.saveProfilePf(customerId, parseWith(profilePfSchema(today(deps)), raw));
      },
    }),
    defineRpc({
      name: 'saveCustomerPJ',
      input: profilePjSchema,
      handler: (input, ctx) => accounts.saveProfilePj(requireLoggedCustomer(ctx.session), input),
    }),
    defineRpc({
      name: 'requestChangeEmail',
      input: changeEmailSchema,
      handler: (input, ctx) => accounts.changeEmail(requireLoggedCustomer(ctx.session), input),
    }),
  ];
}

/** SPEC §7 REST: POST /api/v1/login {username, password} → the customer; and logout. */
export function customerRoutes(deps: AppDeps, accounts: Accounts): Hono {
  const app = new Hono();
  app.post('/v1/login', async (c) => {
    const input = parseWith(restLoginSchema, await readJson(c));
    const { customer, token } = await accounts.signIn(
      { identification: input.username, password: input.password },
      { requireCaptcha: false, previousToken: c.get('sessionToken'), caller: callerOf(c, deps) },
    );
    await startSignedIn(c, deps, token, customer.uidPk);
    return c.json(customer);
  });
  app.post('/v1/logout', async (c) => {
    await accounts.signOut(c.get('sessionToken'));
    clearSessionCookies(c);
    return c.body(null, 204);
  });
  return app;
}
