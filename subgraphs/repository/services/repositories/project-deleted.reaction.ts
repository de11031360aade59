import { EventKinds, type EventReaction } from '@forgegraph/platform';
import { removeRepository } from './repository-lifecycle.service';

/**
 * A deleted project's repository goes too, whichever way the project went (its own deletion, its
 * group's, its owner's account): collaboration only announces the deletion. Removing an absent
 * repository is no change, so a retried reaction is harmless.
 */
export const removeDeletedProjectRepository: EventReaction = {
  name: 'repositories.remove-deleted-project',
  kinds: [EventKinds.projectDeleted],
  async react(ctx, _em, event) {
    await removeRepository(ctx, Number(event.payload.id));
  },
};
