import type { JobDefinition } from '@forgegraph/platform';
import { REMOVE_PROJECT_JOB, removeProject } from '../services/removal';

export const removeProjectJob: JobDefinition<{ projectId: number }> = {
  name: REMOVE_PROJECT_JOB,
  run: (data, ctx) => removeProject(ctx.em, data.projectId),
};
