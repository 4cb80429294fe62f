import { describe, expect, it } from 'vitest';
import { createChangeFeed, customerTag, SITE_TAG } from '../../cache/changes.ts';
import { createSessionMemory, SESSION_MEMORY_MAX, SESSION_MEMORY_MS } from './session-memory.ts';

function setup() {
  const feed = createChangeFeed();
  let clock = 0;
  const memory = createSessionMemory<{ customerId: number; name: string }>(feed, () => clock);
  return {
    feed,
    memory,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('session memory (ADR 0040)', () => {
  it('holds what was read and answers it until the database says it changed', () => {
    const { feed, memory } = setup();
    memory.keep('a', { customerId: 1, name: 'Ana' }, memory.epoch);
    memory.keep('b', { customerId: 1, name: 'Ana' }, memory.epoch);
    memory.keep('c', { customerId: 2, name: 'Bia' }, memory.epoch);
    expect(memory.get('a')).toEqual({ customerId: 1, name: 'Ana' });
    feed.publish(['product:V1']);
    expect(memory.size).toBe(3);
    // Every session of customer 1, and only theirs.
    feed.publish([customerTag(1)]);
    expect([memory.get('a'), memory.get('b'), memory.get('c')?.name]).toEqual([null, null, 'Bia']);
  });

  it('forgets everyone on "customers", on a site-wide change and on a tag it cannot read', () => {
    for (const tag of ['customers', SITE_TAG, 'customer:x']) {
      const { feed, memory } = setup();
      memory.keep('a', { customerId: 1, name: 'Ana' }, memory.epoch);
      feed.publish([tag]);
      expect(memory.size, tag).toBe(0);
    }
  });

  it('does not keep a read that started before a change', () => {
    const { feed, memory } = setup();
    const since = memory.epoch;
    feed.publish([customerTag(9)]);
    memory.keep('a', { customerId: 1, name: 'Ana' }, since);
    expect(memory.get('a')).toBeNull();
    memory.keep('a', { customerId: 1, name: 'Ana' }, memory.epoch);
    expect(memory.get('a')).not.toBeNull();
  });

  it('reads again after SESSION_MEMORY_MS, heard or not', () => {
    const { memory, advance } = setup();
    memory.keep('a', { customerId: 1, name: 'Ana' }, memory.epoch);
    advance(SESSION_MEMORY_MS - 1);
    memory.update('a', { customerId: 1, name: 'Ana 2' });
    expect(memory.get('a')?.name).toBe('Ana 2');
    advance(1);
    expect(memory.get('a')).toBeNull();
    expect(memory.size).toBe(0);
  });

  it('forgets one session, one customer, and holds at most SESSION_MEMORY_MAX', () => {
    const { memory } = setup();
    memory.keep('a', { customerId: 1, name: 'Ana' }, memory.epoch);
    memory.keep('b', { customerId: 2, name: 'Bia' }, memory.epoch);
    memory.forget('a');
    expect([memory.get('a'), memory.get('b')?.name]).toEqual([null, 'Bia']);
    memory.forgetCustomer(2);
    expect(memory.size).toBe(0);
    for (let i = 0; i <= SESSION_MEMORY_MAX; i += 1)
      memory.keep(`s${String(i)}`, { customerId: i, name: 'x' }, memory.epoch);
    expect(memory.size).toBe(SESSION_MEMORY_MAX);
    expect(memory.get('s0')).toBeNull();
    expect(memory.get(`s${String(SESSION_MEMORY_MAX)}`)).not.toBeNull();
  });
});
