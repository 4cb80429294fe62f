/** axe-core checks shared by the browser tests: serious or critical violations only. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Only this part of the page (a selector such as 'main' or 'header'). */
  include?: string;
  /** Also the 'best-practice' rules (default true). */
  bestPractice?: boolean;
}

/** The serious and critical violations on the page as it is now, with a few nodes each. */
export async function seriousViolations(page: Page, options: AxeOptions = {}) {
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder
    .withTags(options.bestPractice === false ? WCAG_AA : [...WCAG_AA, 'best-practice'])
    // Only violations are read: axe then records one node per passed, incomplete or
    // inapplicable rule instead of every node it checked (the same rules run, on every node).
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/** axe-core: no serious or critical violation on the page (or the included part) as it is now. */
export async function expectNoSeriousViolations(
  page: Page,
  options: AxeOptions & { where?: string } = {},
): Promise<void> {
  expect(await seriousViolations(page, options), options.where).toEqual([]);
}
