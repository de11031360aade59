import { AccessLevel, BadRequestError, NotFoundError, type SubgraphContext, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../../entities/member.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import { canNamespace } from '../access/namespace-access';
import { authorizedProject } from '../access/authorized';
import { rubyErrorHash } from '../groups/group-rules';
import { namespaceLoader } from '../loaders';
import { findNamespaceByRef } from '../namespaces/lookup';
import { transferGroupResources } from './group-resources-transfer';
import { mayCreateIn } from '../projects/project-create.service';
import { T } from '../tables';

/** `render_api_error!("Failed to transfer project #{user_project.errors.messages}", 400)` */
function transferFailed(reason: string): BadRequestError {
  return BadRequestError.message(`Failed to transfer project ${rubyErrorHash({ new_namespace: [reason] })}`);
}

/** lib/api/helpers.rb find_namespace!: missing and unreadable namespaces are the same 404. */
async function findTargetNamespace(ctx: SubgraphContext, ref: string): Promise<Namespace> {
  const namespace = await findNamespaceByRef(ctx, ref);
  if (!namespace || !(await canNamespace(ctx, namespace, 'read_namespace_via_membership'))) throw NotFoundError.resource('Namespace');
  return namespace;
}

/**
 * PUT /projects/:id/transfer (Projects::TransferService): the project's Owner moves it into a
 * namespace they may create projects in. Its visibility drops to a group's if that is lower, and a
 * personal namespace's owner becomes the project's Owner. The repository is stored by project id,
 * so only the paths derived from the namespace change.
 */
export async function transferProject(ctx: SubgraphContext, ref: string, namespaceRef: string): Promise<Project> {
  const { project } = await authorizedProject(ctx, ref, 'change_namespace');
  const target = await findTargetNamespace(ctx, namespaceRef);
  if (target.id === project.namespaceId) throw transferFailed('Project is already in this namespace.');
  if (!(await mayCreateIn(ctx, target, ctx.actor))) throw transferFailed("You don't have permission to transfer projects into that namespace.");
  if (await routeTaken(ctx.em, project, target)) throw transferFailed('Project with same name or path in target namespace already exists');
  const source = (await namespaceLoader(ctx).load(project.namespaceId))!;
  await ctx.em.transactional(async (em) => {
    const level = target.kind === 'group' ? Math.min(project.visibilityLevel, target.visibilityLevel) : project.visibilityLevel;
    em.assign(project, { namespaceId: target.id, visibilityLevel: level });
    await em.flush();
    if (source.kind === 'group') await transferGroupResources(em, project.id, source.traversalIds, target.kind === 'group' ? target.traversalIds : []);
    if (target.kind === 'user') await ensureOwnerMembership(em, project, target.ownerId!, ctx.actor.userId);
  });
  return project;
}

/** A project with the same path or name there, or a subgroup holding the same route. */
async function routeTaken(em: EntityManager, project: Project, target: Namespace): Promise<boolean> {
  const [row] = await query<{ taken: boolean }>(em,
    `select exists (select 1 from ${T.projects} where namespace_id = ? and (lower(path) = lower(?) or name = ?))
         or exists (select 1 from ${T.namespaces} where lower(full_path) = lower(?)) as taken`,
    [target.id, project.path, project.name, `${target.fullPath}/${project.path}`]);
  return row.taken;
}

/** Projects::TransferService#ensure_personal_project_owner_membership */
async function ensureOwnerMembership(em: EntityManager, project: Project, ownerId: number, actorId: number | null): Promise<void> {
  const existing = await em.findOne(Member, { sourceType: 'Project', sourceId: project.id, userId: ownerId });
  if (existing?.accessLevel === AccessLevel.OWNER && existing.requestedAt === null) return;
  if (existing) em.assign(existing, { accessLevel: AccessLevel.OWNER, requestedAt: null, state: 'active' });
  else em.create(Member, { sourceType: 'Project', sourceId: project.id, userId: ownerId, accessLevel: AccessLevel.OWNER, createdById: actorId });
  await em.flush();
}
