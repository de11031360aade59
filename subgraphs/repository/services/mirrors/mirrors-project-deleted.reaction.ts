import { EventKinds, type EventReaction } from '@forgegraph/platform';
import { RemoteMirror } from '../../entities/remote-mirror.entity';

/** A deleted project's mirrors (and their sealed credentials and keys) go with it; a rerun deletes nothing. */
export const removeDeletedProjectMirrors: EventReaction = {
  name: 'remote-mirrors.remove-deleted-project',
  kinds: [EventKinds.projectDeleted],
  async react(_ctx, em, event) {
    await em.nativeDelete(RemoteMirror, { projectId: Number(event.payload.id) });
  },
};
