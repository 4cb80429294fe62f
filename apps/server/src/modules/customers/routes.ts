/** SPEC §7 Customer operations over RPC (ADR 0003), and the REST login/logout. */
import type { Context } from 'hono';
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
import type { CustomerDto } from '../../contract.ts';
import type { AppDeps } from '../../deps.ts';
import { noInput } from '../../http/input.ts';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { clearSessionCookies, writeSessionCookies } from '../../http/session.ts';
import { visitorIdOf } from '../../http/visitor.ts';
import type { Captcha } from '../auth/captcha.ts';
import { clientIp } from '../auth/guard.ts';
import { TOKEN_PATTERN } from '../auth/tokens.ts';
import { CART_COOKIE, clearCartCookie } from '../cart/routes.ts';
import type { CartService } from '../cart/service.ts';
import { consentAtSignIn } from '../consent/routes.ts';
import type { ConsentService } from '../consent/service.ts';
import { getCookie } from 'hono/cookie';
import type { Caller } from './accounts-deps.ts';
import type { Accounts } from './service.ts';

export function callerOf(c: Context, deps: AppDeps): Caller {
  return {
    ip: clientIp(c, deps.config.trustProxy),
    userAgent: c.req.header('user-agent'),
    store: c.get('store'),
    visitorId: visitorIdOf(c),
  };
}

/** The age rule takes the São Paulo calendar day of this instant (validateAge). */
/**
 * The customer is signed in: session cookies, the visitor's cookie consent followed to the
 * customer (issue #17), and the visitor's cart (cookie `adega_cart`) merged into the customer's
 * (issue #6, ADR 0009). A failed merge never fails the sign-in: the visitor's cart and its cookie
 * stay, and the next sign-in tries again.
 */
async function startSignedIn(
  c: Context,
  deps: AppDeps & { consent: ConsentService; cart: Pick<CartService, 'mergeVisitorCart'> },
  token: string,
  customerId: number,
): Promise<void> {
  writeSessionCookies(c, token);
  await consentAtSignIn(c, deps.consent, customerId);
  const cartToken = getCookie(c, CART_COOKIE);
  if (!cartToken || !TOKEN_PATTERN.test(cartToken)) return;
  try {
    await deps.cart.mergeVisitorCart({ token: cartToken, customerId, store: c.get('store') });
    clearCartCookie(c);
  } catch (error) {
    c.get('logger').warn({ err: error, customerId }, 'visitor cart merge failed');
  }
}

function today(deps: AppDeps): Date {
  return deps.now();
}

export function customersModule(
  appDeps: AppDeps,
  accounts: Accounts,
  captcha: Captcha,
  consent: ConsentService,
  cart: Pick<CartService, 'mergeVisitorCart'>,
): HttpModule {
  const deps = { ...appDeps, consent, cart };
  /** What a sign-up takes from the request: the session it replaces and the caller. */
  const signUpOf = (c: Context) => [c.get('sessionToken'), callerOf(c, deps)] as const;
  /** A PF or PJ sign-up done: the session's cookies, 'sign_up_completed', the customer. */
  const signedUp = async (
    c: Context,
    signUp: Promise<{ customer: CustomerDto; token: string }>,
  ): Promise<CustomerDto> => {
    const { customer, token } = await signUp;
    await startSignedIn(c, deps, token, customer.uidPk);
    accounts.track({
      event: 'sign_up_completed',
      customerId: customer.uidPk,
      caller: callerOf(c, deps),
    });
    return customer;
  };
  const operations = [
    defineOperation({
      name: 'getCaptchaChallenge',
      auth: 'session',
      input: noInput,
      handler: () => captcha.challenge(),
    }),
    defineOperation({
      name: 'getLoggedCustomer',
      auth: 'session',
      input: noInput,
      handler: (_input, ctx) => accounts.loggedCustomer(ctx.session),
    }),
    defineOperation({
      name: 'getSemiLoggedCustomer',
      auth: 'session',
      input: noInput,
      handler: (_input, ctx) => accounts.semiLoggedCustomer(ctx.session),
    }),
    defineOperation({
      name: 'signIn',
      auth: 'session',
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
        // After the sign-in's cookies (and the visitor's consent moving to the customer).
        accounts.track({
          event: 'login',
          customerId: customer.uidPk,
          caller: callerOf(ctx.c, deps),
        });
        return customer;
      },
    }),
    defineOperation({
      name: 'signOut',
      auth: 'session',
      input: noInput,
      handler: async (_input, ctx) => {
        if (ctx.session)
          accounts.track({
            event: 'logout',
            customerId: ctx.session.customerId,
            caller: callerOf(ctx.c, deps),
          });
        await accounts.signOut(ctx.c.get('sessionToken'));
        clearSessionCookies(ctx.c);
        return null;
      },
    }),
    defineOperation({
      name: 'isEmailExists',
      auth: 'public',
      input: z.object({ email: emailSchema }),
      handler: (input, ctx) => accounts.exists('email', input.email, callerOf(ctx.c, deps)),
    }),
    // SPEC §7 names the CPF check twice; both names are the one operation.
    ...['isCpfRegistred', 'isCpfExists'].map((name) =>
      defineOperation({
        name,
        auth: 'public',
        input: z.object({ cpf: cpfSchema }),
        handler: (input, ctx) => accounts.exists('cpf', input.cpf, callerOf(ctx.c, deps)),
      }),
    ),
    defineOperation({
      name: 'isCnpjExists',
      auth: 'public',
      input: z.object({ cnpj: cnpjSchema }),
      handler: (input, ctx) => accounts.exists('cnpj', input.cnpj, callerOf(ctx.c, deps)),
    }),
    defineOperation({
      name: 'addWineOnPageCustomerPF',
      auth: 'session',
      // The schema depends on today's date (age of majority).
      input: () => signUpPfSchema(today(deps)),
      handler: (input, ctx) => signedUp(ctx.c, accounts.signUpPf(input, ...signUpOf(ctx.c))),
    }),
    defineOperation({
      name: 'addWineOnPageCustomerPJ',
      auth: 'session',
      input: signUpPjSchema,
      handler: (input, ctx) => signedUp(ctx.c, accounts.signUpPj(input, ...signUpOf(ctx.c))),
    }),
    defineOperation({
      name: 'redefinePassword',
      auth: 'public',
      input: passwordResetRequestSchema,
      handler: (input, ctx) => accounts.requestPasswordReset(input, callerOf(ctx.c, deps)),
    }),
    defineOperation({
      name: 'redefineWithToken',
      auth: 'session',
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
    defineOperation({
      name: 'saveCustomerPF',
      auth: 'customer',
      input: () => profilePfSchema(today(deps)),
      handler: (input, ctx) => accounts.saveProfilePf(ctx.customerId, input),
    }),
    defineOperation({
      name: 'saveCustomerPJ',
      auth: 'customer',
      input: profilePjSchema,
      handler: (input, ctx) => accounts.saveProfilePj(ctx.customerId, input),
    }),
    defineOperation({
      name: 'requestChangeEmail',
      auth: 'customer',
      input: changeEmailSchema,
      handler: (input, ctx) => accounts.changeEmail(ctx.customerId, input),
    }),
  ];

  /** SPEC §7 REST: POST /api/v1/login {username, password} → the customer; and logout. */
  const login = defineOperation({
    name: 'login',
    input: restLoginSchema,
    auth: 'session',
    handler: async (input, { c }) => {
      const { customer, token } = await accounts.signIn(
        { identification: input.username, password: input.password },
        { requireCaptcha: false, previousToken: c.get('sessionToken'), caller: callerOf(c, deps) },
      );
      await startSignedIn(c, deps, token, customer.uidPk);
      accounts.track({ event: 'login', customerId: customer.uidPk, caller: callerOf(c, deps) });
      return customer;
    },
  });
  const logout = defineOperation({
    name: 'logout',
    input: noInput,
    auth: 'session',
    handler: async (_input, { c, session }) => {
      if (session)
        accounts.track({
          event: 'logout',
          customerId: session.customerId,
          caller: callerOf(c, deps),
        });
      await accounts.signOut(c.get('sessionToken'));
      clearSessionCookies(c);
      return c.body(null, 204);
    },
  });
  return {
    operations,
    rest: [
      rest('POST', '/api/v1/login', login),
      // The body of a logout is ignored.
      rest('POST', '/api/v1/logout', logout, { input: () => ({}) }),
    ],
  };
}
