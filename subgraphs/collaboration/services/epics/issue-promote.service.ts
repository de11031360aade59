import { intArray, query, type SubgraphContext } from '@forgegraph/platform';
import { Epic } from '../../entities/epic.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { groupAccessFor } from '../access/access.service';
import { canAdminIssues } from '../access/issue-access';
import { issueLabels } from '../issues/issue-loaders';
import type { ReadableIssue } from '../issues/issue-lookup';
import { applyIssueChanges } from '../issues/issue-update.service';
import { namespaceLoader } from '../loaders';
import { T } from '../tables';
import { canAdminEpics } from './epic-access';
import { epicLabelIdsByTitles } from './epic-labels';

/**
 * The `/promote` quick action's condition (ee/lib/ee/gitlab/quick_actions/issue_actions.rb): an issue
 * not promoted yet, which the caller administers (`admin_issue`), in a project of a group where they
 * may create epics. Projects in personal namespaces have no group, so the command is not offered.
 */
export async function canPromoteIssue(ctx: SubgraphContext, { issue, project, access }: ReadableIssue): Promise<boolean> {
  if (issue.promotedToEpicId !== null || !canAdminIssues(access)) return false;
  const group = await projectGroup(ctx, project.namespaceId);
  return group !== null && canAdminEpics(await groupAccessFor(ctx, group));
}

async function projectGroup(ctx: SubgraphContext, namespaceId: number): Promise<Namespace | null> {
  const namespace = await namespaceLoader(ctx).load(namespaceId);
  return namespace?.kind === 'group' ? namespace : null;
}

/**
 * Epics::IssuePromoteService: an epic in the project's group with the issue's title, description,
 * confidentiality and the group's labels of the same titles; the issue is closed and remembers the
 * epic. Runs inside the note's transaction.
 */
export async function promoteIssueToEpic(ctx: SubgraphContext, readable: ReadableIssue): Promise<Epic> {
  const { issue, project } = readable;
  const group = (await projectGroup(ctx, project.namespaceId))!;
  const titles = (await issueLabels(ctx, issue.id)).map((label) => label.title);
  const labelIds = titles.length ? await epicLabelIdsByTitles(ctx, group, await groupAccessFor(ctx, group), titles, false) : [];
  const [row] = await query(ctx.em, `with next_iid as (insert into ${T.internalIds} as i (usage, scope_id, last_value) values ('epics', ?, 1)
      on conflict (usage, scope_id) do update set last_value = i.last_value + 1 returning last_value as value),
    created as (insert into ${T.epics} (group_id, iid, author_id, title, description, confidential)
      values (?, (select value from next_iid), ?, ?, ?, ?) returning *),
    labelled as (insert into ${T.epicLabels} (epic_id, label_id) select created.id, unnest(?::int[]) from created)
    select * from created`, [group.id, group.id, ctx.actor.userId, issue.title, issue.description, issue.confidential, intArray(labelIds)]);
  const epic = ctx.em.map(Epic, row as never);
  issue.promotedToEpicId = epic.id;
  await applyIssueChanges(ctx, readable, { update: { stateEvent: 'close' } });
  return epic;
}
