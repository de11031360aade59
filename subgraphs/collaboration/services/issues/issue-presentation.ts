import type { SubgraphContext } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import { findGroupByRef, findProjectByRef } from '../namespaces/lookup';

/** Where a request comes from, for `references.relative`: a project's list, a group's list, or neither. */
export interface ReferenceOrigin {
  project?: Pick<Project, 'id' | 'namespaceId'> | null;
  groupId?: number | null;
}

/** The project or group (id or path) a list was asked through, looked up once per request. */
export async function referenceOrigin(ctx: SubgraphContext, projectRef: string | null, groupRef: string | null): Promise<ReferenceOrigin> {
  const loader = ctx.loaders.get<string, ReferenceOrigin>('collaboration.reference-origin', (keys) => Promise.all(keys.map(async (key) => {
    const [kind, ref] = [key[0], key.slice(2)];
    if (kind === 'p') return { project: await findProjectByRef(ctx, ref) };
    return { groupId: (await findGroupByRef(ctx, ref))?.id ?? null };
  })));
  if (projectRef) return loader.load(`p:${projectRef}`);
  if (groupRef) return loader.load(`g:${groupRef}`);
  return {};
}

/**
 * Issue#to_reference(from): `#5` in its own project (or with no origin), `path#5` from a project of
 * the same namespace or from the project's own group, the full path across namespaces.
 */
export function issueReferences(issue: Issue, project: Project, namespace: Namespace, from: ReferenceOrigin) {
  return issuableReferences(`#${issue.iid}`, project, namespace, from);
}

/** The same for any project issuable by its short reference (`#5`, `!5`). */
export function issuableReferences(short: string, project: Project, namespace: Namespace, from: ReferenceOrigin) {
  const fullPath = `${namespace.fullPath}/${project.path}`;
  return { short, relative: `${relativePrefix(project, fullPath, from)}${short}`, full: `${fullPath}${short}` };
}

function relativePrefix(project: Project, fullPath: string, from: ReferenceOrigin): string {
  if (from.groupId) return from.groupId === project.namespaceId ? project.path : fullPath;
  if (!from.project || from.project.id === project.id) return '';
  return from.project.namespaceId === project.namespaceId ? project.path : fullPath;
}

/** TaskList items of a Markdown description: `- [ ]`, `* [x]`, `1. [X]` (GitLab's TASK_PATTERN_MD). */
export function taskCompletion(description: string | null): { count: number; completedCount: number } {
  let count = 0;
  let completedCount = 0;
  for (const match of (description ?? '').matchAll(/^[ \t]*(?:[-+*]|\d+[.)])[ \t]+\[([ xX])\](?=[ \t]|$)/gm)) {
    count += 1;
    if (match[1] !== ' ') completedCount += 1;
  }
  return { count, completedCount };
}

/** Taskable#task_status: `1 of 3 checklist items completed`; empty without tasks. */
export function taskStatus({ count, completedCount }: { count: number; completedCount: number }): string {
  return count ? `${completedCount} of ${count} checklist ${count === 1 ? 'item' : 'items'} completed` : '';
}
