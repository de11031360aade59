import { EventKinds, query, type EventReaction } from '@forgegraph/platform';
import { T } from '../tables';

/**
 * A deleted project's pipelines go too (stages, jobs and variables cascade), whichever way the
 * project went: collaboration only announces the deletion. Deleting nothing is no change, so a
 * retried reaction is harmless.
 */
export const removeDeletedProjectPipelines: EventReaction = {
  name: 'pipelines.remove-deleted-project',
  kinds: [EventKinds.projectDeleted],
  async react(_ctx, em, event) {
    const projectId = Number(event.payload.id);
    await query(em, `delete from ${T.pipelines} where project_id = ?`, [projectId]);
    await query(em, `delete from ${T.internalIds} where usage = 'ci_pipelines' and scope_id = ?`, [projectId]);
  },
};
