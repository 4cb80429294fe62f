/**
 * SPEC §9 scroll threshold 168 px (issue #34): past it the header's top bar stays fixed at the
 * top with a shadow; back above it, the bar is in the page again. Nothing below the header moves
 * (the bar's slot keeps its height), and a visitor who prefers reduced motion gets no slide-in.
 * At 1280 and 390 px (`@layout`), with axe on the compact state.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

const LISTING = '/vinhos/cVINHOS.html';

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Where the page's main content starts in the document (moves if the header's height did). */
function mainTop(page: Page) {
  return page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

test(
  'the header turns compact past 168 px and back at the top',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.goto(LISTING);
    const header = page.locator('header.site-header');
    const bar = header.locator('.site-header__bar');
    await expect(header).toHaveAttribute('data-compact', 'false');
    const top = await mainTop(page);

    // Not yet past the threshold.
    await scrollTo(page, 160);
    await expect(header).toHaveAttribute('data-compact', 'false');

    await scrollTo(page, 200);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(header).toHaveClass(/site-header--compact/);
    await expect(bar).toHaveCSS('position', 'fixed');
    await expect(bar).not.toHaveCSS('box-shadow', 'none');
    // The bar sits at the top of the viewport, in sight, and the content did not move.
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    await expect(bar.getByRole('button', { name: /WineBox/ })).toBeInViewport();
    expect(await mainTop(page)).toBe(top);
    await expectNoSeriousViolations(page, { include: 'header', where: 'compact header' });
    await page.screenshot({
      path: testInfo.outputPath(`header-compact-${testInfo.project.name}.png`),
    });

    await scrollTo(page, 0);
    await expect(header).toHaveAttribute('data-compact', 'false');
    await expect(bar).toHaveCSS('position', 'static');
    expect(await mainTop(page)).toBe(top);
  },
);

test('reduced motion: the compact bar appears without sliding in', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(LISTING);
  const header = page.locator('header.site-header');
  await expect(header).toHaveAttribute('data-compact', 'false');
  await scrollTo(page, 400);
  await expect(header).toHaveAttribute('data-compact', 'true');
  await expect(header.locator('.site-header__bar')).toHaveCSS('animation-name', 'none');
});
