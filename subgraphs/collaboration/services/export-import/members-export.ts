import { NdjsonWriter, query, type SubgraphContext } from '@forgegraph/platform';
import { directoryLoader } from '../domains/identity.client';
import { T } from '../tables';
import { iso } from './relation-batches';

/**
 * `project_members` with `user: { id, public_email, username }` (what MembersMapper matches on); the
 * authors of the project's issues, merge requests and notes who are not members ride along with
 * access level 0 so the importer can still keep their authorship (GitLab adds group members likewise).
 */
export async function exportMembers(ctx: SubgraphContext, projectId: number, file: string): Promise<void> {
  const members = await query(ctx.em, `select * from ${T.members} where source_type = 'Project' and source_id = ? and requested_at is null order by id`, [projectId]);
  const authors = await query<{ user_id: number }>(ctx.em, `select distinct author_id as user_id from (
      select author_id from ${T.issues} where project_id = ? union select author_id from ${T.mergeRequests} where project_id = ?
      union select author_id from ${T.notes} where project_id = ?) a where author_id is not null`, [projectId, projectId, projectId]);
  const memberIds = new Set(members.map((m) => m.user_id));
  const extra: Array<Record<string, any>> = authors.filter((a) => !memberIds.has(a.user_id)).map((a) => ({ id: 0, user_id: a.user_id, access_level: 0 }));
  const users = await directoryLoader(ctx).loadMany([...members, ...extra].map((m) => m.user_id));
  const byId = new Map(users.flatMap((u) => (u && !(u instanceof Error) ? [[u.id, u] as const] : [])));
  const out = await NdjsonWriter.open(file);
  for (const member of [...members, ...extra]) {
    const user = byId.get(member.user_id);
    if (!user) continue;
    await out.write({
      id: member.id, access_level: member.access_level, source_id: projectId, source_type: 'Project', user_id: member.user_id,
      notification_level: 3, created_at: iso(member.created_at), updated_at: iso(member.updated_at), created_by_id: member.created_by_id ?? null,
      expires_at: member.expires_at ?? null, user: { id: user.id, public_email: user.publicEmail || null, username: user.username },
    });
  }
  await out.close();
}
