import { EventKinds, NotFoundError, type EventReaction } from '@forgegraph/platform';
import { createPersonalNamespace, findPersonalNamespace } from './personal-namespace';

/**
 * A new user gets their personal namespace, as GitLab creates it with the account; listed by
 * `GET /namespaces` and taken for `exists` from then on. (Routes that need one before this reaction
 * ran create it themselves: `ensurePersonalNamespace` is idempotent.)
 */
export const personalNamespaceReaction: EventReaction = {
  name: 'namespaces.personal',
  kinds: [EventKinds.userCreated],
  async react(ctx, em, event) {
    const userId = Number(event.payload.userId);
    if (await findPersonalNamespace(em, userId)) return;
    // In the receipt's transaction: a reaction never waits on a second connection. A user deleted
    // before this ran needs no namespace; a concurrent creation fails this run, and the retry finds it.
    await createPersonalNamespace(ctx, em, userId).catch((error) => {
      if (!(error instanceof NotFoundError)) throw error;
    });
  },
};
