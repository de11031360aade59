import { AccessLevel, query, type SubgraphContext } from '@forgegraph/platform';
import { JobTokenScope } from '../../entities/job-token-scope.entity';
import { requireExistingProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { T } from '../tables';

/** `authorize_admin_project` of lib/api/ci/job_token_scope.rb: Maintainers; 404 for those who cannot see the project. */
export async function requireScopeAdmin(ctx: SubgraphContext, projectRef: string): Promise<number> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireExistingProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
  return projectId;
}

/** The stored settings, or a new project's defaults (not stored until changed). */
export async function scopeOf(ctx: SubgraphContext, projectId: number): Promise<JobTokenScope> {
  return (await ctx.em.findOne(JobTokenScope, { projectId })) ?? ctx.em.create(JobTokenScope, { projectId }, { persist: false });
}

/** GET /projects/:id/job_token_scope. */
export async function getJobTokenScope(ctx: SubgraphContext, projectRef: string): Promise<JobTokenScope> {
  return scopeOf(ctx, await requireScopeAdmin(ctx, projectRef));
}

/** PATCH /projects/:id/job_token_scope: `enabled` is `ci_inbound_job_token_scope_enabled`. */
export async function updateJobTokenScope(ctx: SubgraphContext, projectRef: string, enabled: boolean): Promise<boolean> {
  const projectId = await requireScopeAdmin(ctx, projectRef);
  await query(ctx.em, `insert into ${T.jobTokenScopes} (project_id, inbound_enabled) values (?, ?)
    on conflict (project_id) do update set inbound_enabled = excluded.inbound_enabled`, [projectId, enabled]);
  return true;
}
