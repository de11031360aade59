import { EventKinds, NotFoundError, type EventReaction } from '@forgegraph/platform';
import { ensurePersonalNamespace } from './personal-namespace';

/**
 * A new user gets their personal namespace, as GitLab creates it with the account; listed by
 * `GET /namespaces` and taken for `exists` from then on. (Routes that need one before this reaction
 * ran create it themselves: `ensurePersonalNamespace` is idempotent.)
 */
export const personalNamespaceReaction: EventReaction = {
  name: 'namespaces.personal',
  kinds: [EventKinds.userCreated],
  async react(ctx, _em, event) {
    // A user deleted before this ran needs no namespace.
    await ensurePersonalNamespace(ctx, Number(event.payload.userId)).catch((error) => {
      if (!(error instanceof NotFoundError)) throw error;
    });
  },
};
