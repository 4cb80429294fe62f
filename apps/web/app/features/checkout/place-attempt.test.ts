import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/rpc';
import { attemptAfter, isUnanswered, reusableAttempt, type PlaceAttempt } from './place-attempt';

const attempt: PlaceAttempt = {
  key: 'k1',
  choice: 'saved:7|3x|v12',
  body: {
    paymentMethod: 'CREDITCARD',
    creditCardUidPk: 7,
    encryptedSecurityCode: 'abc',
    installments: 3,
  },
};

describe('place attempts', () => {
  it('reuses the open attempt for the same choice only', () => {
    expect(reusableAttempt(attempt, 'saved:7|3x|v12')).toBe(attempt);
    expect(reusableAttempt(attempt, 'saved:7|2x|v12')).toBeNull();
    expect(reusableAttempt(null, 'saved:7|3x|v12')).toBeNull();
  });

  it('keeps the attempt open after an unanswered call (network, timeout, 5xx)', () => {
    expect(attemptAfter(attempt, new RequestError('sem rede', null))).toBe(attempt);
    expect(attemptAfter(attempt, new RequestError('demorou', 504, 'TIMEOUT'))).toBe(attempt);
    expect(attemptAfter(attempt, new RequestError('erro', 500))).toBe(attempt);
    expect(attemptAfter(attempt, new Error('?'))).toBe(attempt);
  });

  it('closes the attempt once the server answered (placed or refused)', () => {
    expect(attemptAfter(attempt, null)).toBeNull();
    expect(attemptAfter(attempt, new RequestError('Pagamento recusado.', 402))).toBeNull();
    expect(attemptAfter(attempt, new RequestError('Sem estoque.', 409))).toBeNull();
    expect(isUnanswered(new RequestError('x', 422))).toBe(false);
  });
});
