/**
 * Column builders the tables share (ADR 0051). Each builds exactly the column it replaces, so the
 * SQL (and the committed migrations) stay the same: `drizzle-kit export` prints the same schema.
 */
import type { ReferenceConfig } from 'drizzle-orm/pg-core';
import { boolean, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** `id serial primary key`. */
export const serialId = () => serial('id').primaryKey();

/** A `timestamp with time zone` (every instant of the schema keeps its zone). */
export const tz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** `created_at` and `updated_at`, required and set by the code that writes the row. */
export const timestamps = () => ({
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

/** A required boolean with a default (false unless said). */
export const flag = <TName extends string>(name: TName, initial = false) =>
  boolean(name).notNull().default(initial);

/** A required reference to the row that owns this one: deleted with it. */
export const ownedBy = <TName extends string>(name: TName, parent: ReferenceConfig['ref']) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A required reference that keeps the referenced row (it cannot be deleted while referenced). */
export const requiredRef = <TName extends string>(name: TName, target: ReferenceConfig['ref']) =>
  integer(name).notNull().references(target);
