import { z } from 'zod';
import { maxMessage, REQUIRED } from './messages.ts';

/** Longest id accepted (our bound). */
const ID_MAX = 64;

/** SPEC §3 Winepass: assinaturaUid, clubeUid — ids that may arrive as numbers. */
export interface WinepassIds {
  readonly assinaturaUid: string | number;
  readonly clubeUid: string | number;
}

export interface WinepassMigration {
  readonly assinaturaUid: string;
  readonly clubeUid: string;
}

/** SPEC §5 "Winepass migration converts ids to strings." */
export function toWinepassMigration(ids: WinepassIds): WinepassMigration {
  return { assinaturaUid: String(ids.assinaturaUid), clubeUid: String(ids.clubeUid) };
}

const id = z
  .union([z.string(), z.number().int()], { error: REQUIRED })
  .transform(String)
  .refine((value) => value.trim() !== '', { error: REQUIRED })
  .refine((value) => value.length <= ID_MAX, { error: maxMessage(ID_MAX) });

/** Accepts numeric or string ids and outputs strings (SPEC §5). */
export const winepassMigrationSchema = z.object({ assinaturaUid: id, clubeUid: id });
