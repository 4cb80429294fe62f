/**
 * A pass over a table in keyset pages: rows of id > the last one seen, in ascending id order, `size`
 * a page, until a short page. Rows changed or added behind the pass are not read twice, and no
 * page holds a transaction open while the next is read.
 */
export async function forEachInIdPages<R extends { id: number }>(
  size: number,
  page: (after: number, size: number) => Promise<R[]>,
  visit: (row: R) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]?.id ?? after;
    for (const row of rows) await visit(row);
    if (rows.length < size) return;
  }
}
