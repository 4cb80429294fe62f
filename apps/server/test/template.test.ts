/**
 * The API tests' template databases (issue #33, test/support/template.ts): a copy holds the
 * migrated, seeded catalogue, and a PGlite copy opens with small shared buffers (the default
 * 128 MB made every file's open three times dearer for a database of a few MB).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestDatabase } from './support/database.ts';
import { PGLITE_TEST_SHARED_BUFFERS } from './support/template.ts';

describe('template databases', () => {
  it('a copy holds the seeded catalogue; on PGlite, with small shared buffers', async () => {
    const { database, drop } = await createTestDatabase({ products: 100 });
    try {
      const [count] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from products`,
      );
      expect(count?.n).toBe(100);
      if (database.kind === 'pglite') {
        const [setting] = await queryRows<{ shared_buffers: string }>(
          database.db,
          sql`show shared_buffers`,
        );
        expect(setting?.shared_buffers).toBe(PGLITE_TEST_SHARED_BUFFERS);
      }
    } finally {
      await drop();
    }
  });
});
