import { ForbiddenError, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import type { Project } from '../../entities/project.entity';
import { projectLoader } from '../loaders';

// Ci owns the job-token scope (ARCHITECTURE §3); the decision is asked once per target per request.
const ALLOWED_QUERY = 'query JobTokenAccessAllowed($source: ID!, $target: ID!) { jobTokenAccessAllowed(sourceProjectId: $source, targetProjectId: $target) }';

/**
 * A request authenticated by a CI job token reaches another project only through that project's
 * job-token allowlist (reference §5); else 403 with GitLab's text, which names both projects by path
 * (lib/api/helpers.rb handle_job_token_failure!).
 */
export async function requireJobTokenAccess(ctx: SubgraphContext, job: { projectId: number }, target: Project): Promise<void> {
  if (job.projectId === target.id) return;
  const allowed = await ctx.loaders.get<string, boolean>('collaboration.jobTokenAccess', (keys) => Promise.all(keys.map(async (key) => {
    const [source, targetId] = key.split(':');
    const result = await ctx.runtime.engine.execute<{ jobTokenAccessAllowed: boolean }>(ALLOWED_QUERY, { source, target: targetId }, SERVICE_ACTOR, ctx.requestId);
    return result.data?.jobTokenAccessAllowed === true;
  }))).load(`${job.projectId}:${target.id}`);
  if (allowed) return;
  const source = await projectLoader(ctx).load(job.projectId);
  throw ForbiddenError.because(`Authentication by CI/CD job token not allowed from ${source?.path ?? job.projectId} to ${target.path}.`);
}
