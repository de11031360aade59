import { awardEmojiRoutesFor } from './award-emoji-routes';
import { defineRoutes } from './route';

/**
 * doc/api/emoji_reactions.md. Merge requests add
 * `awardEmojiRoutesFor({ resource: 'merge_requests', iidParam: 'merge_request_iid', kind: 'MERGE_REQUEST', noteKind: 'MERGE_REQUEST_NOTE' })`
 * once the subgraph's AwardableKind and awardable finders know them.
 */
export const awardEmojiRoutes = defineRoutes([
  ...awardEmojiRoutesFor({ resource: 'issues', iidParam: 'issue_iid', kind: 'ISSUE', noteKind: 'ISSUE_NOTE' }),
]);
