import { MetadataStorage } from '@mikro-orm/core';
import { BadRequestError } from '../errors';

/**
 * Grape lets an optional param be `null` (or `""`, which it coerces to nil); a NOT NULL column cannot
 * store it. Checked on the changes about to be written, from the entity's own declarations, so such a
 * write is GitLab's 400 `x is invalid` before anything is saved, never a 500 from the ORM or database.
 */
export function rejectNullsForRequired(entity: abstract new (...args: never[]) => unknown, changes: object): void {
  const properties = MetadataStorage.getMetadataFromDecorator(entity as never).properties as Record<string, { nullable?: boolean } | undefined>;
  const invalid = Object.entries(changes)
    .filter(([key, value]) => value === null && properties[key] && !properties[key]!.nullable)
    .map(([key]) => `${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} is invalid`);
  if (invalid.length) throw BadRequestError.param(invalid.join(', '));
}
