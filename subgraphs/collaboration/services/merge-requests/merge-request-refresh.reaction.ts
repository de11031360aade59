import { EventKinds, type EventReaction } from '@forgegraph/platform';
import { MergeRequest } from '../../entities/merge-request.entity';
import { refreshDiff } from './merge-request-diff';

const BRANCH_PREFIX = 'refs/heads/';

/**
 * MergeRequests::RefreshService as a reaction to the repository's branch updates: every open merge
 * request whose source or target is the pushed branch gets its diff and mergeability reloaded, so
 * lists and hooks show the new head without waiting for someone to open the merge request.
 */
export const mergeRequestRefreshReaction: EventReaction = {
  name: 'merge-requests.refresh',
  kinds: [EventKinds.repositoryPush],
  async react(ctx, em, event) {
    const { projectId, ref } = event.payload as unknown as { projectId: number; ref: string };
    if (!ref.startsWith(BRANCH_PREFIX)) return;
    const branch = ref.slice(BRANCH_PREFIX.length);
    const open = await em.find(MergeRequest, {
      state: 'opened',
      $or: [{ sourceProjectId: projectId, sourceBranch: branch }, { projectId, targetBranch: branch }],
    });
    for (const mr of open) await refreshDiff(ctx, mr);
    await em.flush();
  },
};
