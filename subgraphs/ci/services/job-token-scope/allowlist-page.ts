import { pageInfo, perPageOf, type Page, type PageArgs } from '@forgegraph/platform';

/** A page of an allowlist held in memory: allowlists hold at most 200 entries (and the project itself). */
export function pageOfList<T>(items: T[], args: PageArgs): Page<T> {
  const perPage = perPageOf(args);
  const page = Math.max(1, args.page);
  return { nodes: items.slice((page - 1) * perPage, page * perPage), pageInfo: pageInfo({ page, perPage }, items.length) };
}
