import { EventKinds, type EventReaction } from '@forgegraph/platform';
import { RemoteMirror } from '../../entities/remote-mirror.entity';
import { scheduleMirrorSync } from './mirror-schedule';

/**
 * Git::BaseHooksService#update_remote_mirrors (`project.update_remote_mirrors`): every ref update of
 * a project (push, API commit, merge, tag) syncs its enabled mirrors. `sync` debounces: a mirror
 * updated within the backoff delay is queued after it, and a run started after this change skips.
 */
export const mirrorPushReaction: EventReaction = {
  name: 'remote-mirrors.push',
  kinds: [EventKinds.repositoryPush, EventKinds.repositoryTagPush],
  async react(ctx, em, event) {
    const projectId = Number(event.payload.projectId);
    const mirrors = await em.find(RemoteMirror, { projectId, enabled: true });
    for (const mirror of mirrors) await scheduleMirrorSync(ctx.runtime, mirror, new Date(event.occurredAt));
  },
};
