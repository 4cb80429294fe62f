import { expect, test } from './fixtures.ts';

// SPEC §2 / issue #3: unknown paths get a real 404 page with status 404, in both stores.

const UNKNOWN_PATHS = [
  '/esta-pagina-nao-existe',
  '/vinhos/cNAOEXISTE.html',
  '/vinhos/cVINHOS-tpNAO_EXISTE.html',
  '/kits/kit-3-vinhos/',
  '/prodNAOEXISTE999999.html',
];

for (const path of UNKNOWN_PATHS) {
  test(`404 in the Wine store: ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(
      page.getByRole('main').getByRole('link', { name: /página inicial/ }),
    ).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(/.+/);
  });
}

test('404 in the Outlet: unknown path and a Wine-only page', async ({ page, outletURL }) => {
  for (const path of ['/esta-pagina-nao-existe', '/loja/produtor/']) {
    const response = await page.goto(outletURL(path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  }
});

test('an unknown product answers 404 with the not-found page', async ({ page, catalogue }) => {
  // A code shaped like the seeded ones but absent from the catalogue.
  const code = catalogue.absentCode();
  const response = await page.goto(`/prod${code}.html`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
});

test('a Wine-only product is not found in the Outlet', async ({ page, outletURL, catalogue }) => {
  const product = catalogue.find(
    'a wine that is only in the Wine store',
    (p) => p.inWine && !p.inOutlet,
  );
  const response = await page.goto(outletURL(`/prod${product.code}.html`));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
});
