import { FieldErrors, type SubgraphContext, query } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import type { UpdateGroupInput } from '../../schema/group.inputs';
import { checkVisibilityOverChildren, checkVisibilityUnderParent, groupNameTaken, groupPathTaken } from './group-rules';
import { groupSettingsFrom } from './group.service';
import { publishGroupRemoval } from '../events/group-events';
import { namespaceLoader } from '../loaders';
import { checkDefaultBranchName, checkGroupName, checkNamespacePath } from '../namespaces/naming';
import { groupVisibilityPolicy } from '../projects/project-rules';
import { REMOVE_GROUP_JOB } from '../lifecycle/removal';
import { T } from '../tables';
import { visibilityLevel, visibilityTitle } from '../../entities/visibility';
import { authorizedGroup } from '../access/authorized';

/** PUT /groups/:id: Owner; model errors answer `{"message":{field:[...]}}`. */
export async function updateGroup(ctx: SubgraphContext, ref: string, input: UpdateGroupInput): Promise<Namespace> {
  const { group } = await authorizedGroup(ctx, ref, 'admin_group');
  const parent = group.parentId === null ? null : await namespaceLoader(ctx).load(group.parentId);
  const level = input.visibility === undefined ? group.visibilityLevel : visibilityLevel(input.visibility)!;
  const name = input.name ?? group.name;
  const path = input.path ?? group.path;
  const fullPath = parent ? `${parent.fullPath}/${path}` : path;
  const errors = new FieldErrors();
  if (input.name !== undefined) checkGroupName(errors, name);
  if (input.path !== undefined) checkNamespacePath(errors, path, parent === null);
  checkDefaultBranchName(errors, input.defaultBranch);
  if (name !== group.name && (await groupNameTaken(ctx.em, group.parentId, name, group.id))) errors.add('name', 'has already been taken');
  if (path !== group.path && (await groupPathTaken(ctx.em, fullPath, group.id))) errors.add('path', 'has already been taken');
  if (level !== group.visibilityLevel) await checkVisibilityChange(ctx, errors, group, parent, level);
  errors.throwIfAny();
  await ctx.em.transactional(async (em) => {
    const oldPath = group.fullPath;
    const oldName = group.fullName;
    em.assign(group, { ...groupSettingsFrom(input), name, path, fullPath, fullName: parent ? `${parent.fullName} / ${name}` : name, visibilityLevel: level });
    await em.flush();
    if (oldPath !== fullPath || oldName !== group.fullName) await renameDescendants(em, group, oldPath, oldName);
  });
  return group;
}

async function checkVisibilityChange(ctx: SubgraphContext, errors: FieldErrors, group: Namespace, parent: Namespace | null, level: number): Promise<void> {
  const policy = await groupVisibilityPolicy(ctx);
  if (!ctx.actor.isAdmin && policy.restricted.includes(level)) {
    errors.add('visibility_level', `${visibilityTitle(level)} has been restricted by your GitLab administrator`);
    return;
  }
  checkVisibilityUnderParent(errors, level, parent);
  if (level < group.visibilityLevel) await checkVisibilityOverChildren(ctx.em, errors, group, level);
}

/** Keeps every descendant's full path and full name in step with a renamed or moved group. */
export async function renameDescendants(em: SubgraphContext['em'], group: Namespace, oldPath: string, oldName: string): Promise<void> {
  await query(em, `update ${T.namespaces}
    set full_path = ? || substr(full_path, ?), full_name = ? || substr(full_name, ?), updated_at = now()
    where ? = any(traversal_ids) and id <> ?`,
  [group.fullPath, oldPath.length + 1, group.fullName, oldName.length + 1, group.id, group.id]);
}

/**
 * DELETE /groups/:id: Owner. The group, its subgroups and their projects disappear at once
 * (pending delete); the remove-group job deletes the rows.
 */
export async function deleteGroup(ctx: SubgraphContext, ref: string): Promise<boolean> {
  const { group } = await authorizedGroup(ctx, ref, 'remove_group');
  await scheduleGroupRemoval(ctx, group.id);
  return true;
}

/** Hides a group, its subgroups and their projects at once and queues the job that deletes them. */
export async function scheduleGroupRemoval(ctx: SubgraphContext, groupId: number): Promise<void> {
  await ctx.em.transactional(async (em) => {
    await query(em, `update ${T.namespaces} set pending_delete = true where ? = any(traversal_ids)`, [groupId]);
    await query(em, `update ${T.projects} set pending_delete = true
      where namespace_id in (select id from ${T.namespaces} where ? = any(traversal_ids))`, [groupId]);
    await publishGroupRemoval(em, groupId);
  });
  await ctx.runtime.jobs.send(REMOVE_GROUP_JOB, { groupId }, { singletonKey: `group:${groupId}` });
}
