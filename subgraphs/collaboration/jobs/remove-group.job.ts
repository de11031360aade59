import type { JobDefinition } from '@forgegraph/platform';
import { REMOVE_GROUP_JOB, removeGroup } from '../services/lifecycle/removal';

/**
 * Deletes a group marked pending delete with its subgroups and projects; the projects' repositories
 * follow through their `project_deleted` events.
 */
export const removeGroupJob: JobDefinition<{ groupId: number }> = {
  name: REMOVE_GROUP_JOB,
  run: async (data, ctx) => void (await removeGroup(ctx.em, data.groupId)),
};
