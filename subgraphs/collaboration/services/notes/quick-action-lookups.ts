import { query, textArray, type SubgraphContext } from '@forgegraph/platform';
import type { Project } from '../../entities/project.entity';
import type { ProjectAccess } from '../access/access.service';
import { availableLabels } from '../labels/label-scope';
import { namespaceLoader } from '../loaders';
import { listedMilestones } from '../milestones/milestone-scope';
import type { Parent } from '../namespaces/parent-ref';
import { T } from '../tables';

export interface Titled {
  id: number;
  title: string;
}

async function projectParent(ctx: SubgraphContext, project: Project, access: ProjectAccess): Promise<Parent> {
  return { kind: 'project', project, access, namespace: (await namespaceLoader(ctx).load(project.namespaceId))! };
}

/**
 * The label titles of a quick action's argument (QuickActions::InterpretService#find_labels):
 * `~bug ~"needs review"` references, else comma-separated names.
 */
export function labelTitles(arg: string): string[] {
  if (!arg.includes('~')) return arg.split(',').map((title) => title.trim()).filter(Boolean);
  return [...arg.matchAll(/~"([^"]+)"|~([^\s~"]+)/g)].map((match) => match[1] ?? match[2]);
}

/** The existing labels the project sees with those titles, in argument order; quick actions never create labels. */
export async function labelsByTitles(ctx: SubgraphContext, project: Project, access: ProjectAccess, titles: string[]): Promise<Titled[]> {
  if (!titles.length) return [];
  const scope = availableLabels(await projectParent(ctx, project, access));
  const rows = await query<Titled>(ctx.em,
    `select l.id, l.title from ${T.labels} l where (${scope.sql}) and l.title = any(?::text[]) order by l.project_id nulls last, l.id`,
    [...scope.params, textArray(titles)]);
  const found = titles.map((title) => rows.find((row) => row.title === title)).filter((row): row is Titled => !!row);
  return [...new Map(found.map((label) => [label.id, label])).values()];
}

/** An active milestone of the project or its groups, by `%"title"`, `%title` or plain title. */
export async function activeMilestoneByTitle(ctx: SubgraphContext, project: Project, access: ProjectAccess, arg: string): Promise<Titled | null> {
  const title = /^%"(.+)"$/.exec(arg)?.[1] ?? arg.replace(/^%/, '').trim();
  if (!title) return null;
  const scope = listedMilestones(await projectParent(ctx, project, access), true);
  const [row] = await query<Titled>(ctx.em,
    `select m.id, m.title from ${T.milestones} m where (${scope.sql}) and m.state = 'active' and m.title = ? order by m.project_id nulls last, m.id limit 1`,
    [...scope.params, title]);
  return row ?? null;
}

/** Label#to_reference and Milestone#to_reference by name: `~bug`, `~"two words"`. */
export function nameReference(prefix: '~' | '%', title: string): string {
  return /^[\w\-?.&]+$/.test(title) ? `${prefix}${title}` : `${prefix}"${title}"`;
}
