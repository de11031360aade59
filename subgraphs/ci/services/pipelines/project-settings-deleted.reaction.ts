import { EventKinds, query, type EventReaction } from '@forgegraph/platform';
import { T } from '../tables';

/**
 * A deleted project's CI settings go too: its variables, trigger tokens, job-token scope and both
 * allowlists, and its place on other projects' allowlists. Idempotent, as every reaction.
 */
export const removeDeletedProjectSettings: EventReaction = {
  name: 'ci-settings.remove-deleted-project',
  kinds: [EventKinds.projectDeleted],
  async react(_ctx, em, event) {
    const projectId = Number(event.payload.id);
    await query(em, `delete from ${T.variables} where owner_kind = 'project' and owner_id = ?`, [projectId]);
    await query(em, `delete from ${T.triggers} where project_id = ?`, [projectId]);
    await query(em, `delete from ${T.jobTokenScopes} where project_id = ?`, [projectId]);
    await query(em, `delete from ${T.jobTokenProjectLinks} where source_project_id = ? or target_project_id = ?`, [projectId, projectId]);
    await query(em, `delete from ${T.jobTokenGroupLinks} where source_project_id = ?`, [projectId]);
  },
};
