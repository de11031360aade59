import type { JobDefinition } from '@forgegraph/platform';
import { REMOVE_USER_JOB, removeUserData } from '../services/lifecycle/removal';

/** Identity queues `{ userId }` here after deleting an account. */
export const removeUserJob: JobDefinition<{ userId: number }> = {
  name: REMOVE_USER_JOB,
  run: (data, ctx) => removeUserData(ctx.em, data.userId),
};
