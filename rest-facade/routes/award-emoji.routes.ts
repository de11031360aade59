import { awardEmojiRoutesFor } from './award-emoji-routes';
import { defineRoutes } from './route';

/** doc/api/emoji_reactions.md: issues, merge requests and their notes. */
export const awardEmojiRoutes = defineRoutes([
  ...awardEmojiRoutesFor({ resource: 'issues', iidParam: 'issue_iid', kind: 'ISSUE', noteKind: 'ISSUE_NOTE' }),
  ...awardEmojiRoutesFor({ resource: 'merge_requests', iidParam: 'merge_request_iid', kind: 'MERGE_REQUEST', noteKind: 'MERGE_REQUEST_NOTE' }),
]);
