import { Conditions, escapeLike, parseRecordId, query, requireUser, type SubgraphContext } from '@forgegraph/platform';
import { NamespaceExistence } from '../../schema/namespace-existence.type';
import { T } from '../tables';
import { pathSlug } from './naming';

/** Namespaces::RandomizedSuffixPath::MAX_TRIES: numbered suffixes tried before a time-based one. */
const MAX_TRIES = 4;

/** The namespaces directly under `parentId`, or the top-level ones (Namespace.by_parent). */
function siblingsOf(parentId: number | null): Conditions {
  return parentId === null ? new Conditions().add('parent_id is null') : new Conditions().add('parent_id = ?', parentId);
}

/**
 * GET /namespaces/:id/exists (lib/api/namespaces.rb): whether a namespace under the parent (top
 * level without one) has this path, case-insensitively, and if so a free path to suggest. Pending
 * deletions still hold their paths, so they count.
 */
export async function checkNamespaceExists(ctx: SubgraphContext, path: string, parentRef: string | null): Promise<NamespaceExistence> {
  requireUser(ctx.actor);
  const parentId = parentRef === null ? null : parseRecordId(parentRef);
  // A parent id no record can have has no children: nothing exists under it.
  if (parentRef !== null && parentId === null) return existence(false, []);
  const scope = siblingsOf(parentId);
  const [row] = await query(ctx.em, `select 1 from ${T.namespaces} where ${scope.sql} and lower(path) = lower(?) limit 1`, [...scope.params, path]);
  return row ? existence(true, [await suggestPath(ctx, path, parentId)]) : existence(false, []);
}

function existence(exists: boolean, suggests: string[]): NamespaceExistence {
  return Object.assign(new NamespaceExistence(), { exists, suggests });
}

/**
 * Namespace.clean_path: the path's slug, else `slug1` to `slug4`, else a time-based suffix, the first
 * that no sibling has as its path or name.
 */
async function suggestPath(ctx: SubgraphContext, path: string, parentId: number | null): Promise<string> {
  const slug = pathSlug(path);
  const scope = siblingsOf(parentId).add('path ilike ? or name ilike ?', `${escapeLike(slug)}%`, `${escapeLike(slug)}%`);
  const rows = await query<{ path: string; name: string }>(ctx.em,
    `select lower(path) as path, lower(name) as name from ${T.namespaces} where ${scope.sql}`, scope.params);
  const taken = new Set(rows.flatMap((row) => [row.path, row.name]));
  for (let count = 0; ; count++) {
    const candidate = `${slug}${suffixFor(count)}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** RandomizedSuffixPath#suffix: none, then 1..4, then milliseconds, minute and ISO week as digits, counting up. */
function suffixFor(count: number): string {
  if (count === 0) return '';
  if (count <= MAX_TRIES) return String(count);
  const now = new Date();
  const digits = `${pad(now.getUTCMilliseconds(), 3)}${pad(now.getUTCMinutes(), 2)}${pad(isoWeek(now), 2)}`;
  return String(Number(digits) + count - MAX_TRIES - 1);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function isoWeek(date: Date): number {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
