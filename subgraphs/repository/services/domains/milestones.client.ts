import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

/** Collaboration's milestone, as a release shows it (Entities::Milestone). */
export interface ProjectMilestone {
  id: string;
  iid: number;
  projectId: string | null;
  groupId: string | null;
  title: string;
  description: string | null;
  state: string;
  dueDate: string | null;
  startDate: string | null;
  createdAt: string;
  updatedAt: string;
  expired: boolean;
  webUrl: string;
}

const PAGE = 100;
const MAX_PAGES = 10;
const MILESTONES_QUERY = `query RepositoryReleaseMilestones($ref: String!, $page: Int!, $perPage: Int!) {
  milestones(projectRef: $ref, page: $page, perPage: $perPage, filter: { includeAncestors: true }) {
    nodes { id iid projectId groupId title description state dueDate startDate createdAt updatedAt expired webUrl }
  }
}`;

/**
 * The milestones a project's releases may name (its own and its groups'), asked of collaboration
 * through the gateway once per request and project, as the service actor: the release routes
 * already decided what the caller may see.
 */
export function projectMilestonesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProjectMilestone[]>('repository.projectMilestones', (ids) => Promise.all(ids.map(async (id) => {
    const all: ProjectMilestone[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const result = await ctx.runtime.engine.execute<{ milestones: { nodes: ProjectMilestone[] } }>(
        MILESTONES_QUERY, { ref: String(id), page, perPage: PAGE }, SERVICE_ACTOR, ctx.requestId,
      );
      const nodes = result.data?.milestones.nodes ?? [];
      all.push(...nodes);
      if (nodes.length < PAGE) break;
    }
    return all;
  })));
}
