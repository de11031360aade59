import { EventKinds, query, type EventReaction } from '@forgegraph/platform';
import { T } from '../tables';
import { removeSnippetRepository, snippetGitDir } from './snippet-repository';

/**
 * A deleted project's snippets go with it (GitLab deletes them with the project), records and
 * repositories; a retry finds nothing left to remove.
 */
export const removeDeletedProjectSnippets: EventReaction = {
  name: 'snippets.remove-deleted-project',
  kinds: [EventKinds.projectDeleted],
  async react(ctx, em, event) {
    const rows = await query<{ id: number; storage: string; disk_path: string }>(em, `delete from ${T.snippets} where project_id = ? returning id, storage, disk_path`, [Number(event.payload.id)]);
    // Inside the reaction's transaction: a failed removal rolls the rows back and the reaction is retried.
    for (const row of rows) await removeSnippetRepository(snippetGitDir(ctx, { storage: row.storage, diskPath: row.disk_path }));
  },
};
