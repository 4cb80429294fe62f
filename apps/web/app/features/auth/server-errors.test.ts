import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';
import { RequestError } from '../../lib/rpc';
import { CaptchaError } from './captcha-payload';
import { errorFieldsOf, errorMessageOf, serverFieldErrors } from './server-errors';

describe('server errors on the forms', () => {
  it('maps field paths onto the form fields it knows', () => {
    expect(
      serverFieldErrors(
        {
          'bean.password': 'A senha precisa…',
          email: 'Este e-mail já está cadastrado.',
          captchaResponse: 'Confirme a verificação',
          _: 'x',
        },
        ['password', 'email', 'confirmPassword'] as const,
      ),
    ).toEqual({ password: 'A senha precisa…', email: 'Este e-mail já está cadastrado.' });
  });

  it('keeps the first message of a field and skips empty ones', () => {
    expect(serverFieldErrors({ 'a.cpf': 'um', cpf: 'dois', email: '' }, ['cpf', 'email'])).toEqual({
      cpf: 'um',
    });
  });

  it("shows the server's message, or a generic one for anything else", () => {
    const error = new RequestError('CPF/e-mail ou senha incorretos.', 401, 'UNAUTHENTICATED', {
      password: 'x',
    });
    expect(errorMessageOf(error)).toBe('CPF/e-mail ou senha incorretos.');
    expect(errorFieldsOf(error)).toEqual({ password: 'x' });
    expect(errorMessageOf(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorFieldsOf('boom')).toEqual({});
  });

  it("shows the captcha's own message when it could not be solved", () => {
    const error = new CaptchaError('Não foi possível concluir a verificação de segurança.');
    expect(errorMessageOf(error)).toBe('Não foi possível concluir a verificação de segurança.');
    expect(errorFieldsOf(error)).toEqual({});
  });
});
