import type { JobDefinition } from '@forgegraph/platform';
import { SYNC_USER_NAMESPACE_JOB, syncPersonalNamespace } from '../services/namespaces/personal-namespace';

/** Identity queues `{ userId }` here after a username or name change. */
export const syncUserNamespaceJob: JobDefinition<{ userId: number }> = {
  name: SYNC_USER_NAMESPACE_JOB,
  run: (data, ctx) => syncPersonalNamespace(ctx, data.userId),
};
