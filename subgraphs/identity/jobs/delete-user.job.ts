import type { JobDefinition } from '@forgegraph/platform';
import { DELETE_USER_JOB, removeUserNow, type DeleteUserJobData } from '../services/user-deletion.service';

/** DeleteUserWorker: the asynchronous half of `DELETE /users/:id`. */
export const deleteUserJob: JobDefinition<DeleteUserJobData> = {
  name: DELETE_USER_JOB,
  run: (data, ctx) => removeUserNow(ctx.em, data.userId),
};
