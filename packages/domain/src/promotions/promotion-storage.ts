/**
 * Promotion tracking in browser storage resets after 24 h (SPEC §4 "Promotion campaigns",
 * §9 "Promotion storage 24 h"). Pure: the caller reads/writes storage and passes `now`.
 */
import { PROMOTION_STORAGE_TTL_MS } from '../constants.ts';

export interface PromotionStorageRecord<T = unknown> {
  value: T;
  /** Epoch milliseconds of the last write. */
  writtenAt: number;
}

export function createRecord<T>(value: T, now: Date): PromotionStorageRecord<T> {
  return { value, writtenAt: now.getTime() };
}

/** Expired 24 h after it was written; a record with an unreadable time is expired. */
export function isExpired(record: PromotionStorageRecord, now: Date): boolean {
  if (!Number.isFinite(record.writtenAt)) return true;
  return now.getTime() - record.writtenAt >= PROMOTION_STORAGE_TTL_MS;
}

/** Re-writes the record at `now`, starting a new 24 h period. */
export function touch<T>(record: PromotionStorageRecord<T>, now: Date): PromotionStorageRecord<T> {
  return { ...record, writtenAt: now.getTime() };
}

/** The stored value while fresh, else the fallback (the tracking is reset). */
export function readRecord<T>(
  record: PromotionStorageRecord<T> | null | undefined,
  now: Date,
  fallback: T,
): T {
  return record && !isExpired(record, now) ? record.value : fallback;
}
