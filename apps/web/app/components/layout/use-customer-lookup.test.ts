import { describe, expect, it, vi } from 'vitest';
import { lookUpAccount, type RpcCall } from './use-customer-lookup';

const ana = { uidPk: 1, fullName: 'Ana Beatriz Souza', firstName: 'Ana', avatarPath: null };

function fakeRpc(answers: Record<string, unknown>) {
  return vi.fn<RpcCall>((operation) => {
    if (!(operation in answers)) return Promise.reject(new Error(`unexpected ${operation}`));
    return Promise.resolve(answers[operation]);
  });
}

describe('lookUpAccount (SPEC §7 getLoggedCustomer, §6 separate semi-logged lookup)', () => {
  it('a logged customer: one call, no semi-logged lookup', async () => {
    const call = fakeRpc({ getLoggedCustomer: ana });
    await expect(lookUpAccount(call)).resolves.toEqual({
      status: 'logged',
      customer: { fullName: 'Ana Beatriz Souza', firstName: 'Ana', avatarPath: null },
    });
    expect(call.mock.calls.map(([operation]) => operation)).toEqual(['getLoggedCustomer']);
  });

  it('nobody logged: asks for the remembered customer', async () => {
    const call = fakeRpc({
      getLoggedCustomer: null,
      getSemiLoggedCustomer: { firstName: 'Ana', fullName: 'Ana Souza', avatarPath: '/a.png' },
    });
    await expect(lookUpAccount(call)).resolves.toEqual({
      status: 'semi',
      customer: { fullName: 'Ana Souza', firstName: 'Ana', avatarPath: '/a.png' },
    });
    expect(call.mock.calls.map(([operation]) => operation)).toEqual([
      'getLoggedCustomer',
      'getSemiLoggedCustomer',
    ]);
  });

  it('nobody at all: a visitor', async () => {
    const call = fakeRpc({ getLoggedCustomer: null, getSemiLoggedCustomer: null });
    await expect(lookUpAccount(call)).resolves.toEqual({ status: 'visitor' });
  });

  it('a failed call fails the lookup (the caller keeps the server render)', async () => {
    const call = fakeRpc({});
    await expect(lookUpAccount(call)).rejects.toThrow('unexpected getLoggedCustomer');
  });

  it('passes the abort signal to every call', async () => {
    const call = fakeRpc({ getLoggedCustomer: null, getSemiLoggedCustomer: null });
    const controller = new AbortController();
    await lookUpAccount(call, controller.signal);
    expect(call.mock.calls.every(([, signal]) => signal === controller.signal)).toBe(true);
  });
});
