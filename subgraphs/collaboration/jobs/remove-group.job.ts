import type { JobDefinition } from '@forgegraph/platform';
import { removeProjectRepository } from '../services/domains/repository.client';
import { REMOVE_GROUP_JOB, removeGroup } from '../services/lifecycle/removal';

/** Deletes a group marked pending delete, then the repositories of the projects that went with it. */
export const removeGroupJob: JobDefinition<{ groupId: number }> = {
  name: REMOVE_GROUP_JOB,
  async run(data, ctx) {
    for (const projectId of await removeGroup(ctx.em, data.groupId)) await removeProjectRepository(ctx, projectId);
  },
};
