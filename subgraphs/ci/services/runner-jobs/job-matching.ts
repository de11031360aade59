import { query, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import type { Runner } from '../../entities/runner.entity';
import { T } from '../tables';

/** A pending build the runner may take, as the queue query finds it. */
export interface Candidate {
  id: number;
  projectId: number;
  ref: string;
  tag: boolean;
}

/** Looked at per request, oldest first: enough for a ref_protected runner to skip unprotected ones. */
const CANDIDATES = 50;

/**
 * Ci::Queue::BuildQueueService's matching for one runner: pending builds of the projects it serves
 * (instance runners: all; group runners: the projects under its group; project runners: the projects
 * assigned to it), whose tags the runner's cover, untagged ones only with `run_untagged`, oldest first.
 * A `ref_protected` runner then keeps the builds of protected refs only.
 */
export async function findCandidates(ctx: SubgraphContext, runner: Runner): Promise<Candidate[]> {
  const params: unknown[] = [JSON.stringify(runner.tagList)];
  let scope = '';
  if (runner.runnerType === 'project_type') {
    scope = `and j.project_id in (select rp.project_id from ${T.runnerProjects} rp where rp.runner_id = ?)`;
    params.push(runner.id);
  } else if (runner.runnerType === 'group_type') {
    const projectIds = await groupProjectIds(ctx, runner.groupId!);
    if (!projectIds.length) return [];
    scope = 'and j.project_id = any(?::int[])';
    params.push(`{${projectIds.join(',')}}`);
  }
  const untagged = runner.runUntagged ? '' : `and jsonb_array_length(j.tag_list) > 0`;
  const rows = await query<{ id: number; project_id: number; ref: string; tag: boolean }>(ctx.em,
    `select j.id, j.project_id, j.ref, j.tag from ${T.jobs} j
      where j.status = 'pending' and j.kind = 'build' and j.tag_list <@ ?::jsonb ${untagged} ${scope}
      order by j.id limit ${CANDIDATES}`, params);
  const candidates = rows.map((row) => ({ id: row.id, projectId: row.project_id, ref: row.ref, tag: row.tag }));
  return runner.accessLevel === 'ref_protected' ? keepProtected(ctx, candidates) : candidates;
}

const GROUP_PROJECTS = `query CiRunnerGroupProjects($ref: String!, $page: Int!) {
  groupProjects(ref: $ref, filter: { includeSubgroups: true }, page: $page, perPage: 100) { nodes { id } }
}`;

/** The projects a group runner serves: the group's and its subgroups' (asked of collaboration). */
async function groupProjectIds(ctx: SubgraphContext, groupId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const result = await ctx.runtime.engine.execute<{ groupProjects: { nodes: Array<{ id: string }> } }>(
      GROUP_PROJECTS, { ref: String(groupId), page }, SERVICE_ACTOR, ctx.requestId);
    const nodes = result.data?.groupProjects.nodes ?? [];
    ids.push(...nodes.map((node) => Number(node.id)));
    if (nodes.length < 100) break;
  }
  return ids;
}

const PROTECTED_MATCHES = 'query CiProtectedRefs($targets: [ProtectedBranchTargetInput!]!) { protectedBranchMatches(targets: $targets) }';

/** Whether each branch is protected in its project, one call for all (tags: no protected tags exist here). */
export async function protectedRefs(ctx: SubgraphContext, refs: Array<{ projectId: number; ref: string; tag: boolean }>): Promise<boolean[]> {
  const branches = refs.filter((ref) => !ref.tag);
  if (!branches.length) return refs.map(() => false);
  const result = await ctx.runtime.engine.execute<{ protectedBranchMatches: string[][] }>(PROTECTED_MATCHES, {
    targets: branches.map((ref) => ({ projectId: String(ref.projectId), branch: ref.ref })),
  }, SERVICE_ACTOR, ctx.requestId);
  const matches = result.data?.protectedBranchMatches ?? [];
  let next = 0;
  return refs.map((ref) => (ref.tag ? false : (matches[next++]?.length ?? 0) > 0));
}

async function keepProtected(ctx: SubgraphContext, candidates: Candidate[]): Promise<Candidate[]> {
  const flags = await protectedRefs(ctx, candidates);
  return candidates.filter((_, index) => flags[index]);
}
