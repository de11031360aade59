import { EventKinds, query, type EventReaction } from '@forgegraph/platform';
import { T } from '../tables';

/**
 * A deleted group's CI settings go with it, as GitLab's `Group has_many :variables, dependent: :destroy`:
 * its CI/CD variables, and its place on projects' job-token allowlists. Idempotent, as every reaction.
 */
export const removeDeletedGroupSettings: EventReaction = {
  name: 'ci-settings.remove-deleted-group',
  kinds: [EventKinds.groupDeleted],
  async react(_ctx, em, event) {
    const groupId = Number(event.payload.id);
    await query(em, `delete from ${T.variables} where owner_kind = 'group' and owner_id = ?`, [groupId]);
    await query(em, `delete from ${T.jobTokenGroupLinks} where target_group_id = ?`, [groupId]);
  },
};
