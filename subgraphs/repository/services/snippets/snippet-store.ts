import { byKeys, parseRecordId, plainRecords, query, type SubgraphContext } from '@forgegraph/platform';
import { Snippet } from '../../entities/snippet.entity';
import { T } from '../tables';

/** The request's batched snippet loader: one query for every snippet id a request touches. */
export function snippetLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Snippet | null>('repository.snippet', async (ids) => {
    const rows = await query(ctx.em, `select * from ${T.snippets} where id = any(?::int[])`, [`{${ids.join(',')}}`]);
    return byKeys(ids, plainRecords(ctx.em, Snippet, rows), (s) => s.id);
  });
}

export async function nextSnippetId(ctx: SubgraphContext): Promise<number> {
  const [row] = await query<{ id: number }>(ctx.em, `select nextval(pg_get_serial_sequence('${T.snippets}', 'id'))::int as id`);
  return row.id;
}

/** The snippet with this id, or null (also for an id that cannot exist: it never reaches SQL). */
export async function loadSnippet(ctx: SubgraphContext, id: number): Promise<Snippet | null> {
  const recordId = parseRecordId(id);
  return recordId === null ? null : snippetLoader(ctx).load(recordId);
}
