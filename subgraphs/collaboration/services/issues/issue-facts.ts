import { intArray, query, type SubgraphContext } from '@forgegraph/platform';
import { DOWNVOTE, UPVOTE } from '../award-emoji/emoji-names';
import { T } from '../tables';

/** What an issue record shows besides its own row: its relations' ids and its counts. */
export interface IssueFacts {
  assigneeIds: number[];
  labelIds: number[];
  spent: number;
  userNotesCount: number;
  upvotes: number;
  downvotes: number;
  epicId: number | null;
  /** Merge requests that close the issue when merged (GitLab's merge_requests_count). */
  closingMergeRequestsCount: number;
  /** The caller's explicit subscription choice; null when they made none (or are anonymous). */
  subscribed: boolean | null;
}

/** One of the facts, read through the request's facts loader. */
export interface IssueFact<V> {
  load(issueId: number): Promise<V>;
  /** Forgets every fact of the issue (after a write), so the next read sees the change. */
  clear(issueId: number): void;
}

/**
 * Every fact of a page of issues in one statement. Round trips dominate a page's cost (on the
 * small VMs we run on, each costs more CPU than its rows), so the facts that used to be read by
 * a query each are read together, once for all the issues the request shows.
 */
export function issueFactsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, IssueFacts>('collaboration.issue-facts', async (issueIds) => {
    const rows = await query<{
      id: number; assignee_ids: number[]; label_ids: number[]; spent: number; user_notes_count: number;
      upvotes: number; downvotes: number; epic_id: number | null; closing_merge_requests_count: number; subscribed: boolean | null;
    }>(ctx.em, `select i.id,
        array(select a.user_id from ${T.issueAssignees} a where a.issue_id = i.id order by a.user_id) as assignee_ids,
        array(select l.label_id from ${T.issueLabels} l where l.issue_id = i.id) as label_ids,
        (select coalesce(sum(t.time_spent), 0)::int from ${T.issueTimelogs} t where t.issue_id = i.id) as spent,
        (select count(*)::int from ${T.notes} n where n.noteable_type = 'Issue' and n.noteable_id = i.id and not n.system) as user_notes_count,
        (select count(*)::int from ${T.awardEmoji} e where e.awardable_type = 'Issue' and e.awardable_id = i.id and e.name = ?) as upvotes,
        (select count(*)::int from ${T.awardEmoji} e where e.awardable_type = 'Issue' and e.awardable_id = i.id and e.name = ?) as downvotes,
        (select ei.epic_id from ${T.epicIssues} ei where ei.issue_id = i.id) as epic_id,
        (select count(*)::int from ${T.mergeRequestsClosingIssues} c where c.issue_id = i.id) as closing_merge_requests_count,
        (select s.subscribed from ${T.issueSubscriptions} s where s.issue_id = i.id and s.user_id = ?) as subscribed
      from unnest(?::int[]) as i(id)`, [UPVOTE, DOWNVOTE, ctx.actor.userId ?? 0, intArray(issueIds)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return issueIds.map((id) => {
      const row = byId.get(id)!;
      return {
        assigneeIds: row.assignee_ids, labelIds: row.label_ids, spent: row.spent, userNotesCount: row.user_notes_count,
        upvotes: row.upvotes, downvotes: row.downvotes, epicId: row.epic_id,
        closingMergeRequestsCount: row.closing_merge_requests_count, subscribed: row.subscribed,
      };
    });
  });
}

/** A view of one fact: `issueFact(ctx, (facts) => facts.spent).load(issue.id)`. */
export function issueFact<V>(ctx: SubgraphContext, pick: (facts: IssueFacts) => V): IssueFact<V> {
  const facts = issueFactsLoader(ctx);
  return {
    load: async (issueId) => pick(await facts.load(issueId)),
    clear: (issueId) => void facts.clear(issueId),
  };
}
