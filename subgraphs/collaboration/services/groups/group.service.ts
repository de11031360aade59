import { AccessLevel, FieldErrors, ForbiddenError, requireUser, type SubgraphContext, rejectNullsForRequired } from '@forgegraph/platform';
import { Member } from '../../entities/member.entity';
import { Namespace } from '../../entities/namespace.entity';
import type { CreateGroupInput, GroupSettingsInput } from '../../schema/group.inputs';
import { canGroup } from '../access/access.service';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { projectCreationLevel, subgroupCreationLevel } from './creation-levels';
import {
  checkVisibilityUnderParent, groupNameTaken, groupPathTaken, throwIfGroupNotSaved,
} from './group-rules';
import { publishGroupCreated } from '../events/group-events';
import { publishMemberChange } from '../events/member-events';
import { directoryLoader } from '../domains/identity.client';
import { findReadableGroup } from '../namespaces/lookup';
import { checkDefaultBranchName, checkGroupName, checkNamespacePath } from '../namespaces/naming';
import { nextNamespaceId } from '../namespaces/personal-namespace';
import { defaultVisibility, groupVisibilityPolicy, type VisibilityPolicy } from '../projects/project-rules';
import { Visibility, visibilityLevel, visibilityTitle } from '../../entities/visibility';

/** POST /groups (Groups::CreateService): the creator becomes the group's Owner. */
export async function createGroup(ctx: SubgraphContext, input: CreateGroupInput): Promise<Namespace> {
  requireUser(ctx.actor);
  const parent = input.parentId ? await parentForSubgroup(ctx, input.parentId) : null;
  if (!parent) await requireGroupCreation(ctx);
  const policy = await groupVisibilityPolicy(ctx);
  const ceiling = parent?.visibilityLevel ?? Visibility.PUBLIC;
  const level = input.visibility ? visibilityLevel(input.visibility)! : defaultVisibility(policy, ceiling, ctx.actor.isAdmin);
  const fullPath = parent ? `${parent.fullPath}/${input.path}` : input.path;
  const errors = new FieldErrors();
  denyRestrictedLevel(errors, level, policy, ctx.actor.isAdmin);
  if (errors.isEmpty) {
    checkGroupName(errors, input.name);
    checkNamespacePath(errors, input.path, parent === null);
    checkDefaultBranchName(errors, input.defaultBranch);
    await addTakenErrors(ctx, errors, parent, input.name, fullPath);
    checkVisibilityUnderParent(errors, level, parent);
  }
  throwIfGroupNotSaved(errors);
  return insertGroup(ctx, input, { parent, level, fullPath }).catch((error) => rethrowAsTaken(ctx, error, parent, input.name, fullPath));
}

async function addTakenErrors(ctx: SubgraphContext, errors: FieldErrors, parent: Namespace | null, name: string, fullPath: string): Promise<void> {
  if (await groupNameTaken(ctx.em, parent?.id ?? null, name)) errors.add('name', 'has already been taken');
  if (await groupPathTaken(ctx.em, fullPath)) errors.add('path', 'has already been taken');
}

/** A concurrent create won the unique index after our check: answer what the check now finds, as GitLab does. */
async function rethrowAsTaken(ctx: SubgraphContext, error: unknown, parent: Namespace | null, name: string, fullPath: string): Promise<never> {
  if (!(error instanceof UniqueConstraintViolationException)) throw error;
  const errors = new FieldErrors();
  await addTakenErrors(ctx, errors, parent, name, fullPath);
  if (errors.isEmpty) errors.add('path', 'has already been taken');
  throwIfGroupNotSaved(errors);
  throw error;
}

/** `find_group!(parent_id)` then `authorize! :create_subgroup`. */
async function parentForSubgroup(ctx: SubgraphContext, parentId: string): Promise<Namespace> {
  const { group, access } = await findReadableGroup(ctx, parentId);
  if (!canGroup(access, 'create_subgroup', group)) throw ForbiddenError.create();
  return group;
}

/** `authorize! :create_group`: administrators, and users allowed to create groups. */
async function requireGroupCreation(ctx: SubgraphContext): Promise<void> {
  if (ctx.actor.isAdmin) return;
  const user = await directoryLoader(ctx).load(ctx.actor.userId!);
  if (!user?.canCreateGroup) throw ForbiddenError.create();
}

/** Groups::BaseService#deny_visibility_level */
function denyRestrictedLevel(errors: FieldErrors, level: number, policy: VisibilityPolicy, isAdmin: boolean): void {
  if (!isAdmin && policy.restricted.includes(level)) {
    errors.add('visibility_level', `${visibilityTitle(level)} has been restricted by your GitLab administrator`);
  }
}

interface Placement {
  parent: Namespace | null;
  level: number;
  fullPath: string;
}

async function insertGroup(ctx: SubgraphContext, input: CreateGroupInput, { parent, level, fullPath }: Placement): Promise<Namespace> {
  return ctx.em.transactional(async (em) => {
    const id = await nextNamespaceId(em);
    const group = em.create(Namespace, {
      ...groupSettingsFrom(input), id, kind: 'group', name: input.name, path: input.path, fullPath,
      fullName: parent ? `${parent.fullName} / ${input.name}` : input.name,
      parentId: parent?.id ?? null, traversalIds: [...(parent?.traversalIds ?? []), id], visibilityLevel: level,
      createdById: ctx.actor.userId,
    });
    const owner = em.create(Member, { sourceType: 'Namespace', sourceId: id, userId: ctx.actor.userId!, accessLevel: AccessLevel.OWNER, createdById: ctx.actor.userId });
    await em.flush();
    await publishGroupCreated(em, group, parent);
    await publishMemberChange(em, { group, namespace: group, project: null }, owner, null);
    return group;
  });
}

/** The given group settings as entity fields; absent keys stay absent. */
export function groupSettingsFrom(input: GroupSettingsInput): Partial<Namespace> {
  const changes: Partial<Namespace> = {};
  if (input.description !== undefined) changes.description = input.description ?? '';
  if (input.projectCreationLevel) changes.projectCreationLevel = projectCreationLevel(input.projectCreationLevel);
  if (input.subgroupCreationLevel) changes.subgroupCreationLevel = subgroupCreationLevel(input.subgroupCreationLevel);
  const plain = ['requestAccessEnabled', 'shareWithGroupLock', 'requireTwoFactorAuthentication', 'twoFactorGracePeriod', 'lfsEnabled',
    'mentionsDisabled', 'emailsEnabled', 'autoDevopsEnabled', 'defaultBranch', 'defaultBranchProtection'] as const;
  for (const key of plain) if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  rejectNullsForRequired(Namespace, changes);
  return changes;
}

