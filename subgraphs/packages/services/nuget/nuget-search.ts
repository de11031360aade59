import type { SubgraphContext } from '@forgegraph/platform';
import { Package } from '../../entities/package.entity';
import { compareNugetVersions } from './nuget-version';

/** Packages::Nuget::SearchService limits: at most 30 names a page, 10 versions a name. */
const MAX_TAKE = 30;
const MAX_VERSIONS = 10;

export interface SearchArgs {
  q: string;
  skip: number;
  take: number;
  prerelease: boolean;
}

export interface NugetSearchHit {
  name: string;
  /** Newest first by version; the first is the one the result describes. */
  versions: Package[];
  totalDownloads: number;
}

export interface NugetSearchResult {
  totalHits: number;
  hits: NugetSearchHit[];
}

/**
 * Names matching `q` (case-insensitive substring) among the feed's installable NuGet packages, ordered
 * by name; `skip`/`take` page the names. Two queries: the page of names with the total, then their
 * packages (most recently created first, ten a name).
 */
export async function searchNugetPackages(ctx: SubgraphContext, projectIds: number[], args: SearchArgs): Promise<NugetSearchResult> {
  if (!projectIds.length) return { totalHits: 0, hits: [] };
  const take = Math.min(Math.max(args.take, 1), MAX_TAKE);
  const pattern = `%${args.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const prerelease = args.prerelease ? '' : ` and position('-' in p.version) = 0`;
  const where = `p.project_id = any(?::int[]) and p.package_type = 'nuget' and p.status = 'default' and lower(p.name) like ?${prerelease}`;
  const conn = ctx.em.getConnection();
  const names = await conn.execute<Array<{ name: string; total: string }>>(
    `select lower(p.name) as name, count(*) over () as total from packages.packages p where ${where}
     group by lower(p.name) order by lower(p.name) offset ? limit ?`, [intArray(projectIds), pattern, args.skip, take]);
  if (!names.length) return { totalHits: await countNames(ctx, where, projectIds, pattern), hits: [] };
  const rows = await conn.execute<Array<{ id: number; rank: string }>>(
    `select id from (select p.id, row_number() over (partition by lower(p.name) order by p.created_at desc, p.id desc) as rank
       from packages.packages p where ${where} and lower(p.name) = any(?::text[])) ranked where rank <= ?`,
    [intArray(projectIds), pattern, textArray(names.map((row) => row.name)), MAX_VERSIONS]);
  const packages = await ctx.em.find(Package, { id: { $in: rows.map((row) => row.id) } });
  return { totalHits: Number(names[0].total), hits: names.map((row) => hitOf(row.name, packages)) };
}

async function countNames(ctx: SubgraphContext, where: string, projectIds: number[], pattern: string): Promise<number> {
  const [row] = await ctx.em.getConnection().execute<Array<{ total: string }>>(
    `select count(distinct lower(p.name)) as total from packages.packages p where ${where}`, [intArray(projectIds), pattern]);
  return Number(row?.total ?? 0);
}

function hitOf(name: string, packages: Package[]): NugetSearchHit {
  const versions = packages.filter((p) => p.name.toLowerCase() === name).sort((a, b) => compareNugetVersions(b.version, a.version));
  return { name: versions[0].name, versions, totalDownloads: versions.reduce((sum, p) => sum + p.downloads, 0) };
}

// knex spreads JS arrays into value lists; PostgreSQL array literals keep each a single parameter.
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
