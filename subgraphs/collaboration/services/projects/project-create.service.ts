import { AccessLevel, FieldErrors, NotFoundError, ValidationFailedError, requireAdmin, requireUser, type Actor, type SubgraphContext, parseRecordId } from '@forgegraph/platform';
import { Member } from '../../entities/member.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { Project } from '../../entities/project.entity';
import type { CreateProjectInput } from '../../schema/project.inputs';
import { canGroup, groupAccessFor } from '../access/access.service';
import { publishMemberChange } from '../events/member-events';
import { publishProjectEvent } from '../events/project-events';
import { directoryLoader } from '../domains/identity.client';
import { namespaceLoader } from '../loaders';
import { checkProjectName, checkProjectPath, pathFromName } from '../namespaces/naming';
import { ensurePersonalNamespace } from '../namespaces/personal-namespace';
import { createProjectRepository } from '../domains/repository.client';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { projectSettingsFrom } from './project-settings';
import {
  addTakenErrors, checkProjectVisibilityInGroup, defaultVisibility, denyRestrictedVisibility, projectNameOrPathTaken, projectVisibilityPolicy,
} from './project-rules';
import { Visibility, visibilityLevel } from '../../entities/visibility';
import { featureAccessOf } from './project-features';

/** POST /projects/user/:user_id: an administrator creates the project as that user would. */
export async function createProjectForUser(ctx: SubgraphContext, userId: number, input: CreateProjectInput): Promise<Project> {
  requireAdmin(ctx.actor);
  const user = await directoryLoader(ctx).load(userId);
  if (!user) throw NotFoundError.resource('User');
  const creator: Actor = { userId: user.id, username: user.username, isAdmin: user.isAdmin, scopes: ['api'], origin: 'token' };
  return createProject(ctx, input, creator);
}

/** POST /projects (Projects::CreateService): validation, visibility rules, the creator's membership. */
export async function createProject(ctx: SubgraphContext, input: CreateProjectInput, creator: Actor = ctx.actor): Promise<Project> {
  requireUser(creator);
  const namespace = await targetNamespace(ctx, input, creator);
  const name = input.name ?? input.path ?? '';
  const path = input.path ?? pathFromName(name);
  const policy = await projectVisibilityPolicy(ctx);
  const ceiling = namespace.kind === 'group' ? namespace.visibilityLevel : Visibility.PUBLIC;
  const level = input.visibility ? visibilityLevel(input.visibility)! : defaultVisibility(policy, ceiling, creator.isAdmin);
  denyRestrictedVisibility(level, policy, creator.isAdmin);
  const errors = new FieldErrors();
  checkProjectName(errors, name);
  checkProjectPath(errors, path);
  if (errors.isEmpty) addTakenErrors(errors, await projectNameOrPathTaken(ctx.em, namespace, name, path));
  checkProjectVisibilityInGroup(errors, level, namespace);
  errors.throwIfAny();
  const project = await insertProject(ctx, { input, namespace, name, path, level, creatorId: creator.userId! })
    .catch((error) => rethrowAsTaken(ctx, error, namespace, name, path));
  await createProjectRepository(ctx, project, namespace);
  return project;
}

/**
 * A concurrent create of the same path won the unique index between our check and our insert: answer
 * what the check would now find (GitLab's 400 `has already been taken`), not a bare conflict.
 */
async function rethrowAsTaken(ctx: SubgraphContext, error: unknown, namespace: Namespace, name: string, path: string): Promise<never> {
  if (!(error instanceof UniqueConstraintViolationException)) throw error;
  const errors = new FieldErrors();
  addTakenErrors(errors, await projectNameOrPathTaken(ctx.em, namespace, name, path));
  if (errors.isEmpty) errors.add('path', 'has already been taken');
  throw errors.asError();
}

/** The namespace to create in: `namespace_id`, or the creator's personal namespace. */
async function targetNamespace(ctx: SubgraphContext, input: CreateProjectInput, creator: Actor): Promise<Namespace> {
  if (!input.namespaceId) return ensurePersonalNamespace(ctx, creator.userId!);
  const namespaceId = parseRecordId(input.namespaceId);
  const namespace = namespaceId === null ? null : await namespaceLoader(ctx).load(namespaceId);
  if (namespace && (await mayCreateIn(ctx, namespace, creator))) return namespace;
  // Projects::CreateService#deny_namespace
  throw ValidationFailedError.fields({ namespace: ['is not valid'] });
}

/** `create_projects` (and `transfer_projects`) on a namespace: its owner, a group's creators, administrators. */
export async function mayCreateIn(ctx: SubgraphContext, namespace: Namespace, creator: Actor): Promise<boolean> {
  if (creator.isAdmin) return true;
  if (namespace.kind === 'user') return namespace.ownerId === creator.userId;
  const access = await groupAccessFor(ctx, namespace, creator);
  return canGroup(access, 'read_group', namespace) && canGroup(access, 'create_projects', namespace);
}

interface NewProject {
  input: CreateProjectInput;
  namespace: Namespace;
  name: string;
  path: string;
  level: number;
  creatorId: number;
}

async function insertProject(ctx: SubgraphContext, { input, namespace, name, path, level, creatorId }: NewProject): Promise<Project> {
  return ctx.em.transactional(async (em) => {
    const settings = projectSettingsFrom(input, {});
    const project = em.create(Project, {
      ...settings,
      // Every feature's level is stored as created (GitLab's project_features row): a later
      // visibility change does not move a default such as `pages_access_level`.
      featureAccess: featureAccessOf(settings.featureAccess ?? {}, level),
      namespaceId: namespace.id, name, path, visibilityLevel: level, creatorId,
      initializeWithReadme: input.initializeWithReadme ?? false,
      initialDefaultBranch: input.defaultBranch ?? null,
    });
    await em.flush();
    const owner = await projectOwnerMembership(ctx, namespace, creatorId);
    const membership = owner && em.create(Member, { sourceType: 'Project', sourceId: project.id, ...owner, createdById: creatorId });
    await em.flush();
    await publishProjectEvent(em, project, namespace, 'created');
    if (membership) await publishMemberChange(em, { group: null, namespace, project }, membership, null);
    // The repository is created once this commits (createProjectRepository): the README commit's
    // push event must find the project when its listeners look it up.
    return project;
  });
}

/**
 * GitLab's Projects::CreateService#add_members_for_project: the owner of a personal namespace is
 * the project's Owner; in a group, a creator below Maintainer becomes the project's Maintainer.
 */
async function projectOwnerMembership(ctx: SubgraphContext, namespace: Namespace, creatorId: number) {
  if (namespace.kind === 'user') return { userId: namespace.ownerId!, accessLevel: AccessLevel.OWNER };
  const access = await groupAccessFor(ctx, namespace, { userId: creatorId, username: null, isAdmin: false, scopes: [], origin: 'token' });
  return access.level >= AccessLevel.MAINTAINER ? null : { userId: creatorId, accessLevel: AccessLevel.MAINTAINER };
}
