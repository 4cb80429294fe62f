/**
 * `npm run seed -- --products 100000 [--seed 1]`: opens the database the server would use
 * (DATABASE_URL, else PGlite under DATA_DIR), applies the migrations and seeds it.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { MIN_PRODUCTS } from './catalogue.ts';
import { analyzeCatalogue, seedDatabase } from './run.ts';

const USAGE = 'Uso: npm run seed -- [--products N] [--seed N]';

function integerOption(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < min) {
    throw new Error(`--${name} deve ser um inteiro ≥ ${min} (recebido: ${value})\n${USAGE}`);
  }
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const products = integerOption(values.products, 'products', config.seedProducts, MIN_PRODUCTS);
  const seed = integerOption(values.seed, 'seed', 1, 0);
  const target = config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
  const where =
    target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
  const database = await openDatabase(target);
  try {
    await runMigrations(database);
    const result = await seedDatabase(database.db, {
      products,
      seed,
      now: new Date(),
      passwordLog2N: config.passwordLog2N,
    });
    // Fresh planner statistics even when nothing was seeded (ADR 0037): a catalogue seeded by
    // an older version may have none, and PGlite has no autovacuum to gather them.
    if (result.skipped) await analyzeCatalogue(database.db);
    const seconds = (result.durationMs / 1000).toFixed(1);
    if (result.skipped) {
      console.log(`Nada a fazer: ${where} já tem o catálogo ${result.runId}.`);
    } else {
      console.log(
        `${result.replaced ? 'Catálogo substituído' : 'Catálogo criado'} em ${where}: ` +
          `${result.products} produtos, ${result.producers} produtores, ${result.constituents} itens de kits, ` +
          `${result.customersCreated} clientes de demonstração (${result.runId}, ${seconds} s).`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
