import { intArray, parseRecordId, query, textArray, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project } from '../../entities/project.entity';
import { availableLabels } from '../labels/label-scope';
import { listedMilestones } from '../milestones/milestone-scope';
import { namespaceLoader } from '../loaders';
import type { ProjectAccess } from '../access/access.service';
import type { Parent } from '../namespaces/parent-ref';
import { T } from '../tables';

/** GitLab's default colour for labels an issue creates by title (Label::DEFAULT_COLOR). */
const DEFAULT_LABEL_COLOR = '#6699cc';

async function projectParent(ctx: SubgraphContext, project: Project, access: ProjectAccess): Promise<Parent> {
  return { kind: 'project', project, access, namespace: (await namespaceLoader(ctx).load(project.namespaceId))! };
}

/**
 * Labels::FindOrCreateService: the ids of the labels titled `titles` that the project sees (its own
 * and its groups'); a title it has none of becomes a new project label when `create` is allowed.
 */
export async function labelIdsByTitles(ctx: SubgraphContext, project: Project, access: ProjectAccess, titles: string[], create: boolean): Promise<number[]> {
  const wanted = [...new Set(titles.map((title) => title.trim()).filter(Boolean))];
  if (!wanted.length) return [];
  const scope = availableLabels(await projectParent(ctx, project, access));
  const find = () => query<{ id: number; title: string }>(ctx.em,
    `select l.id, l.title from ${T.labels} l where (${scope.sql}) and l.title = any(?::text[]) order by l.project_id nulls last, l.id`,
    [...scope.params, textArray(wanted)]);
  let found = await find();
  const missing = wanted.filter((title) => !found.some((label) => label.title === title));
  if (missing.length && create) {
    await query(ctx.em, `insert into ${T.labels} (title, color, project_id) select unnest(?::text[]), ?, ? on conflict do nothing`,
      [textArray(missing), DEFAULT_LABEL_COLOR, project.id]);
    found = await find();
  }
  return [...new Set(wanted.flatMap((title) => found.filter((label) => label.title === title).slice(0, 1).map((label) => label.id)))];
}

/** IssuableBaseService#filter_milestone: a milestone the project sees (its own or its groups'), else none. */
export async function availableMilestoneId(ctx: SubgraphContext, project: Project, access: ProjectAccess, milestoneId: number): Promise<number | null> {
  if (!parseRecordId(milestoneId)) return null;
  const scope = listedMilestones(await projectParent(ctx, project, access), true);
  const [row] = await query<{ id: number }>(ctx.em, `select m.id from ${T.milestones} m where m.id = ? and (${scope.sql})`, [milestoneId, ...scope.params]);
  return row?.id ?? null;
}

export async function setIssueLabels(em: EntityManager, issueId: number, labelIds: number[]): Promise<void> {
  await query(em, `delete from ${T.issueLabels} where issue_id = ?`, [issueId]);
  if (labelIds.length) await query(em, `insert into ${T.issueLabels} (issue_id, label_id) select ?, unnest(?::int[]) on conflict do nothing`, [issueId, intArray(labelIds)]);
}
