import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADD_TO_CART_ERROR_TOAST,
  ADD_TO_CART_SUCCESS_TOAST,
  AppError,
  DROP_STOP_FAILURE,
  ERROR_CODES,
  FATAL_ALERT_DEFAULT_BUTTONS,
  GIFT_FAILURE,
  LEAD_CAPTURE_ERROR,
  MISSING_GIFT_ID_MESSAGE,
  WINELIST_LISTING_FAILURE,
  addToCartFailure,
  errorBodyOf,
  failedCall,
  httpStatusOf,
  isErrorCode,
  isServerFault,
  remoteCallDecision,
  restErrorMessage,
  statusForErrorClass,
} from './errors.ts';
import { itReturns } from './test-support/examples.ts';

describe('error codes and HTTP statuses (STYLE §4)', () => {
  itReturns('maps each code to its status: %j → %j', httpStatusOf, [
    ['VALIDATION', 422],
    ['BAD_REQUEST', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['MEMBERS_ONLY', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['OUT_OF_STOCK', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['UNAVAILABLE', 501],
    ['TIMEOUT', 504],
  ]);

  itReturns('a 5xx but 501 is a server fault: %j → %j', isServerFault, [
    [500, true],
    [501, false],
    [503, true],
    [504, true],
    [404, false],
    [422, false],
  ]);

  it('every code maps to a 4xx or 5xx status', () => {
    for (const code of ERROR_CODES) {
      expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400);
      expect(httpStatusOf(code)).toBeLessThan(600);
    }
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it('AppError carries code, message, fields and status', () => {
    const error = new AppError('VALIDATION', 'Dados inválidos', { email: 'E-mail inválido' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.status).toBe(422);
    expect(error.toBody()).toEqual({
      message: 'Dados inválidos',
      code: 'VALIDATION',
      fields: { email: 'E-mail inválido' },
    });
    expect(new AppError('NOT_FOUND', 'Produto não encontrado').toBody()).toEqual({
      message: 'Produto não encontrado',
      code: 'NOT_FOUND',
    });
  });

  it('turns unknown errors into a generic 500 without details', () => {
    expect(errorBodyOf(new AppError('MEMBERS_ONLY', 'Apenas para sócios'))).toEqual({
      status: 403,
      body: { message: 'Apenas para sócios', code: 'MEMBERS_ONLY' },
    });
    expect(errorBodyOf(new Error('connection lost at db:5432'))).toEqual({
      status: 500,
      body: { message: 'Ops! Algo saiu errado. Tente novamente.', code: 'INTERNAL' },
    });
  });
});

describe('SPEC §8 catalogue', () => {
  it("shows an error containing 'Prime' as is", () => {
    expect(addToCartFailure('Você já é assinante Prime')).toEqual({
      title: 'O produto não foi adicionado',
      message: 'Você já é assinante Prime',
    });
  });

  it('shows the generic add-to-cart text otherwise', () => {
    const generic = 'Não foi possível adicionar o produto à WineBox. Tente novamente.';
    expect(addToCartFailure('estoque insuficiente').message).toBe(generic);
    expect(addToCartFailure('prime').message).toBe(generic);
    expect(addToCartFailure(undefined).message).toBe(generic);
    expect(addToCartFailure(null).title).toBe('O produto não foi adicionado');
  });

  it('has the toasts, gift, drop-stop, winelist, lead and alert texts', () => {
    expect(ADD_TO_CART_SUCCESS_TOAST).toBe('Produto adicionado');
    expect(ADD_TO_CART_ERROR_TOAST).toBe('O produto não foi adicionado');
    expect(GIFT_FAILURE).toEqual({
      title: 'Opções de brinde não alteradas',
      message: 'Não foi possível adicionar o brinde ao carrinho',
    });
    expect(DROP_STOP_FAILURE).toEqual({
      title: 'Opções de envio do corta-gotas não alteradas',
      message:
        'Não foi possível alterar as opções de envio do corta-gotas. Por favor, tente novamente.',
    });
    expect(MISSING_GIFT_ID_MESSAGE).toBe('missing giftUidpk param');
    expect(WINELIST_LISTING_FAILURE).toEqual({
      title: 'Erro ao verificar Listas',
      message:
        'Desculpe, no momento não foi possível encontrar suas winelists, tente novamente mais tarde.',
      confirm: 'Ok, entendi.',
    });
    expect(LEAD_CAPTURE_ERROR).toBe('Ops! Algo saiu errado. Tente novamente.');
    expect(FATAL_ALERT_DEFAULT_BUTTONS).toEqual({ cancel: 'Cancelar', confirm: 'Confirmar' });
  });

  itReturns("uses the server's message field for REST errors: %j, %j → %j", restErrorMessage, [
    [{ message: 'Senha inválida' }, 'x', 'Senha inválida'],
    [{ message: '  ' }, 'x', 'x'],
    [{ message: 3 }, 'x', 'x'],
    [null, 'x', 'x'],
    ['boom', 'x', 'x'],
  ]);

  itReturns("yields '504' for error classes containing TIMEOUT: %j → %j", statusForErrorClass, [
    ['GatewayTIMEOUTException', '504'],
    ['SocketTimeoutException', '504'],
    ['NullPointerException', null],
    [undefined, null],
  ]);

  it('decides what the remote-call wrapper does', () => {
    expect(remoteCallDecision({ timedOut: true, message: 'login' })).toEqual({
      action: 'timeout',
      status: '504',
    });
    expect(remoteCallDecision({ className: 'RemoteTIMEOUT' })).toEqual({
      action: 'timeout',
      status: '504',
    });
    expect(remoteCallDecision({ message: 'Faça login novamente' })).toEqual({ action: 'reload' });
    expect(remoteCallDecision({ message: 'Erro: O customer é obrigatório.' })).toEqual({
      action: 'reload',
    });
    expect(remoteCallDecision({ message: 'CEP inválido' })).toEqual({
      action: 'pass-to-caller',
      message: 'CEP inválido',
    });
    expect(remoteCallDecision({})).toEqual({ action: 'pass-to-caller', message: '' });
  });

  it('passes to the caller any text without the reload markers (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('login') && !s.includes('O customer é obrigatório.')),
        (message) => {
          expect(remoteCallDecision({ message }).action).toBe('pass-to-caller');
        },
      ),
    );
  });

  it('failed flag or gift calls return an error with null data', () => {
    expect(failedCall(new Error('falhou'))).toEqual({ error: 'falhou', data: null });
    expect(failedCall('x')).toEqual({ error: 'x', data: null });
  });
});
