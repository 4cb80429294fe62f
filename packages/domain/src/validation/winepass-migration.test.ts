import { describe, expect, it } from 'vitest';
import { REQUIRED } from './messages.ts';
import { toWinepassMigration, winepassMigrationSchema } from './winepass-migration.ts';

describe('SPEC §5 Winepass migration converts ids to strings', () => {
  it('converts numbers and keeps strings', () => {
    expect(toWinepassMigration({ assinaturaUid: 123, clubeUid: '456' })).toEqual({
      assinaturaUid: '123',
      clubeUid: '456',
    });
  });

  it('schema outputs strings and requires both ids', () => {
    expect(winepassMigrationSchema.parse({ assinaturaUid: 7, clubeUid: 8 })).toEqual({
      assinaturaUid: '7',
      clubeUid: '8',
    });
    const bad = winepassMigrationSchema.safeParse({ assinaturaUid: ' ', clubeUid: 1.5 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([REQUIRED, REQUIRED]);
  });
});

describe('winepass ids have a maximum (issue #12)', () => {
  it('refuses an id over 64 characters', () => {
    const result = winepassMigrationSchema.safeParse({
      assinaturaUid: 'x'.repeat(65),
      clubeUid: 1,
    });
    expect(result.error?.issues[0]?.message).toBe('O campo deve ter no máximo 64 caracteres');
  });
});
