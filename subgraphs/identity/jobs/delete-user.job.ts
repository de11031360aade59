import type { JobDefinition } from '@forgegraph/platform';
import { DELETE_USER_JOB, removeUser, type DeleteUserJobData } from '../services/user-state/user-deletion.service';

/** DeleteUserWorker: the asynchronous half of `DELETE /users/:id`. */
export const deleteUserJob: JobDefinition<DeleteUserJobData> = {
  name: DELETE_USER_JOB,
  run: (data, ctx) => removeUser(ctx, data),
};
