import { describe, expect, it } from 'vitest';
import { fontSizes } from './font-size.ts';

describe('fontSizes (SPEC §9)', () => {
  it('16/14 px with the bigger font, 12/10 px otherwise', () => {
    expect(fontSizes(true)).toEqual({ textPx: 16, badgePx: 14 });
    expect(fontSizes(false)).toEqual({ textPx: 12, badgePx: 10 });
  });
});
