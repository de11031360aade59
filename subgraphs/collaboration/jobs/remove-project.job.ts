import type { JobDefinition } from '@forgegraph/platform';
import { removeProjectRepository } from '../services/domains/repository.client';
import { REMOVE_PROJECT_JOB, removeProject } from '../services/lifecycle/removal';

/**
 * Deletes a project marked pending delete: its repository first (through the repository subgraph),
 * then its rows, so a retry after any failure still finds the project and finishes both.
 */
export const removeProjectJob: JobDefinition<{ projectId: number }> = {
  name: REMOVE_PROJECT_JOB,
  async run(data, ctx) {
    await removeProjectRepository(ctx, data.projectId);
    await removeProject(ctx.em, data.projectId);
  },
};
