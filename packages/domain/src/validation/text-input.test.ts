import { describe, expect, it } from 'vitest';
import { isCopyConfirmationVisible, textInputState } from './text-input.ts';
import { itReturns } from '../test-support/examples.ts';

describe('SPEC §5 text input', () => {
  it('shows the first error of its field, else the custom error', () => {
    expect(
      textInputState({ value: 'x', errors: ['primeiro', 'segundo'], customError: 'custom' }).error,
    ).toBe('primeiro');
    expect(textInputState({ value: 'x', errors: [], customError: 'custom' }).error).toBe('custom');
    expect(textInputState({ value: 'x', errors: null, customError: null }).error).toBeNull();
    expect(textInputState({ value: 'x', customError: '' }).error).toBeNull();
  });

  it('is valid with a value, no error and not locked', () => {
    expect(textInputState({ value: 'x' }).valid).toBe(true);
    expect(textInputState({ value: 'x', locked: false, errors: [] }).valid).toBe(true);
    expect(textInputState({ value: '  ' }).valid).toBe(false);
    expect(textInputState({ value: null }).valid).toBe(false);
    expect(textInputState({ value: undefined }).valid).toBe(false);
    expect(textInputState({ value: 'x', errors: ['erro'] }).valid).toBe(false);
    expect(textInputState({ value: 'x', errors: [''] }).valid).toBe(false); // failed with no message
    expect(textInputState({ value: 'x', customError: 'erro' }).valid).toBe(false);
    expect(textInputState({ value: 'x', locked: true }).valid).toBe(false);
  });

  itReturns('the copy confirmation lasts 4 s: %j, %j → %j', isCopyConfirmationVisible, [
    [1000, 1000, true],
    [1000, 4999, true],
    [1000, 5000, false],
    [1000, 999, false],
  ]);
});
