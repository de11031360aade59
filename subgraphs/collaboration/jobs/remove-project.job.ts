import type { JobDefinition } from '@forgegraph/platform';
import { REMOVE_PROJECT_JOB, removeProject } from '../services/lifecycle/removal';

/**
 * Deletes a project marked pending delete. Its repository follows through the `project_deleted`
 * event, which commits with the deletion (the repository subgraph reacts to it).
 */
export const removeProjectJob: JobDefinition<{ projectId: number }> = {
  name: REMOVE_PROJECT_JOB,
  run: (data, ctx) => removeProject(ctx.em, data.projectId),
};
