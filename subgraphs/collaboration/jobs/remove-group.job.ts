import type { JobDefinition } from '@forgegraph/platform';
import { REMOVE_GROUP_JOB, removeGroup } from '../services/removal';

export const removeGroupJob: JobDefinition<{ groupId: number }> = {
  name: REMOVE_GROUP_JOB,
  run: (data, ctx) => removeGroup(ctx.em, data.groupId),
};
