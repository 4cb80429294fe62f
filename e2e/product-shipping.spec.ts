/**
 * Issue #34 'Calcular frete' on the product page, at 1280 and 390 px (@layout): the CEP field's
 * mask, the SPEC §5 messages in pt-BR (checked in the browser, then by the server for a CEP in no
 * zone), and the checkout's levels for one unit with price and delivery days. axe: no serious or
 * critical violation with the answer on screen.
 */
import { formatBRL } from '@adega/domain/money';
import { SHIPPING_LEVELS } from '@adega/domain/checkout/shipping';
import { SHIPPING_ZONE_TEXTS } from '@adega/domain/checkout/shipping-zones';
import { CEP, REQUIRED } from '@adega/domain/validation/messages';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, normaliseSpaces, test, type SeedProduct } from './fixtures.ts';
import { isSellableWine } from './products.ts';

/** Units left well above zero (the product's and its active promotion's). */
const inStock = (p: SeedProduct) =>
  isSellableWine(p) &&
  !p.promotion?.club_member_only &&
  Math.min(p.stock, p.promotion?.active ? (p.promotion.stock ?? p.stock) : p.stock) > 5;

const zone1 = (code: 'NORMAL' | 'EXPRESSA') => {
  const level = SHIPPING_LEVELS.find((l) => l.code === code)?.zones.Z1;
  if (!level) throw new Error(`sem ${code} em Z1`);
  return level;
};

test(
  'Calcular frete: masked CEP, pt-BR errors, then the levels with price and days',
  { tag: '@layout' },
  async ({ page, catalogue }) => {
    const wine = catalogue.find('a wine in stock, not members-only', inStock);
    await page.goto(`/prod${wine.code}.html`);
    const box = page.getByRole('region', { name: 'Calcular frete' });
    const cep = box.getByRole('textbox', { name: 'CEP' });
    const submit = box.getByRole('button', { name: 'Calcular' });
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(box.getByRole('alert')).toHaveText(REQUIRED);
    await expect(cep).toHaveAttribute('aria-invalid', 'true');

    await cep.pressSequentially('0131a');
    await expect(cep).toHaveValue('0131');
    await submit.click();
    await expect(box.getByRole('alert')).toHaveText(CEP);

    await cep.fill('00999999');
    await expect(cep).toHaveValue('00999-999');
    await submit.click();
    await expect(box.getByRole('alert')).toHaveText(SHIPPING_ZONE_TEXTS.unknownCep);

    await cep.fill('');
    await cep.pressSequentially('01310100');
    await expect(cep).toHaveValue('01310-100');
    await submit.click();
    await expect(box.getByRole('alert')).toHaveCount(0);
    await expect(box).toContainText('Entrega para o CEP 01310-100 (SP)');
    const levels = box.getByRole('listitem');
    await expect(levels).toHaveCount(2);
    const normal = normaliseSpaces(await levels.nth(0).innerText());
    expect(normal).toContain('Normal');
    expect(normal).toContain(normaliseSpaces(formatBRL(zone1('NORMAL').firstBox)));
    expect(normal).toContain(`Entrega em até ${String(zone1('NORMAL').days)} dias úteis`);
    const express = normaliseSpaces(await levels.nth(1).innerText());
    expect(express).toContain('Expressa');
    expect(express).toContain(normaliseSpaces(formatBRL(zone1('EXPRESSA').firstBox)));
    expect(express).toContain('Entrega em até 1 dia útil');

    await expectNoSeriousViolations(page, { where: 'product page with the shipping answer' });
  },
);
