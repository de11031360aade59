import path from 'node:path';
import { NdjsonWriter, query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { directoryLoader } from '../domains/identity.client';
import { T } from '../tables';
import { groupBy, iso, keysetBatches } from './relation-batches';
import { labelJson, milestoneJson } from './project-tree-export';

type IssuableKind = 'issues' | 'merge_requests';

const NOTEABLE: Record<IssuableKind, string> = { issues: 'Issue', merge_requests: 'MergeRequest' };

/**
 * `issues.ndjson` / `merge_requests.ndjson`: one issuable a line with its notes (and their award
 * emoji), label_links (with the label), milestone and award emoji nested, as GitLab's tree has them.
 * Children of a batch come in one query per relation.
 */
export async function exportIssuables(ctx: SubgraphContext, projectId: number, tree: string, kind: IssuableKind): Promise<void> {
  const em = ctx.em;
  const out = await NdjsonWriter.open(path.join(tree, 'project', `${kind}.ndjson`));
  const table = kind === 'issues' ? T.issues : T.mergeRequests;
  for await (const rows of keysetBatches<any>(em, `select * from ${table} where project_id = ?`, [projectId])) {
    const children = await childrenOf(em, kind, rows);
    const authors = await directoryLoader(ctx).loadMany([...new Set([...children.notes.values()].flat().map((n) => n.author_id).filter(Boolean))]);
    for (const author of authors) if (author && !(author instanceof Error)) children.authorNames.set(author.id, author.name);
    for (const row of rows) await out.write(issuableJson(kind, row, children));
  }
  await out.close();
}

async function childrenOf(em: EntityManager, kind: IssuableKind, rows: any[]) {
  const ids = rows.map((r) => r.id);
  const linkTable = kind === 'issues' ? T.issueLabels : T.mergeRequestLabels;
  const linkColumn = kind === 'issues' ? 'issue_id' : 'merge_request_id';
  const type = NOTEABLE[kind];
  const [notes, links, awards, milestones] = await Promise.all([
    query(em, `select * from ${T.notes} where noteable_type = ? and noteable_id in (?) order by id`, [type, ids]),
    query(em, `select l.${linkColumn} as target_id, lb.* from ${linkTable} l join ${T.labels} lb on lb.id = l.label_id where l.${linkColumn} in (?)`, [ids]),
    query(em, `select * from ${T.awardEmoji} where awardable_type = ? and awardable_id in (?) order by id`, [type, ids]),
    query(em, `select * from ${T.milestones} where id in (?)`, [[0, ...rows.map((r) => r.milestone_id).filter(Boolean)]]),
  ]);
  const noteAwards = notes.length
    ? await query(em, `select * from ${T.awardEmoji} where awardable_type = 'Note' and awardable_id in (?) order by id`, [notes.map((n) => n.id)])
    : [];
  return {
    notes: groupBy(notes, (n) => n.noteable_id),
    links: groupBy(links, (l) => l.target_id),
    awards: groupBy(awards, (a) => a.awardable_id),
    noteAwards: groupBy(noteAwards, (a) => a.awardable_id),
    milestones: new Map(milestones.map((m) => [m.id, m])),
    authorNames: new Map<number, string>(),
  };
}

type Children = Awaited<ReturnType<typeof childrenOf>>;

function issuableJson(kind: IssuableKind, row: any, children: Children) {
  const type = NOTEABLE[kind];
  const common = {
    id: row.id, title: row.title, author_id: row.author_id, project_id: row.project_id, created_at: iso(row.created_at),
    updated_at: iso(row.updated_at), description: row.description, iid: row.iid, state: row.state,
    milestone_id: row.milestone_id, discussion_locked: row.discussion_locked, time_estimate: row.time_estimate,
    closed_at: iso(row.closed_at),
  };
  const nested = {
    milestone: row.milestone_id && children.milestones.has(row.milestone_id) ? milestoneJson(children.milestones.get(row.milestone_id)) : undefined,
    label_links: (children.links.get(row.id) ?? []).map((label) => ({
      target_id: row.id, target_type: type, label_id: label.id, label: labelJson(label),
    })),
    notes: (children.notes.get(row.id) ?? []).map((note) => noteJson(note, type, children.noteAwards.get(note.id) ?? [], children.authorNames.get(note.author_id) ?? null)),
    award_emoji: (children.awards.get(row.id) ?? []).map(awardJson),
  };
  if (kind === 'issues') {
    return {
      ...common, confidential: row.confidential, due_date: row.due_date, closed_by_id: row.closed_by_id, issue_type: row.issue_type,
      weight: row.weight, health_status: row.health_status, ...nested,
    };
  }
  return {
    ...common, source_branch: row.source_branch, target_branch: row.target_branch, source_project_id: row.source_project_id,
    target_project_id: row.project_id, merge_status: row.merge_status, squash: row.squash,
    force_remove_source_branch: row.force_remove_source_branch, merge_commit_sha: row.merge_commit_sha,
    squash_commit_sha: row.squash_commit_sha,
    merge_request_diff: { state: 'collected', base_commit_sha: row.diff_base_sha, head_commit_sha: row.diff_head_sha, start_commit_sha: row.diff_start_sha },
    metrics: { merged_at: iso(row.merged_at), merged_by_id: row.merge_user_id, latest_closed_at: iso(row.closed_at), latest_closed_by_id: row.closed_by_id },
    ...nested,
  };
}

function noteJson(note: any, type: string, awards: any[], authorName: string | null) {
  return {
    id: note.id, note: note.body, noteable_type: type, author_id: note.author_id, created_at: iso(note.created_at),
    updated_at: iso(note.updated_at), project_id: note.project_id, system: note.system, internal: note.internal,
    noteable_id: note.noteable_id, author: { name: authorName }, award_emoji: awards.map(awardJson), events: [],
  };
}

function awardJson(award: any) {
  return {
    id: award.id, name: award.name, user_id: award.user_id, awardable_type: award.awardable_type, awardable_id: award.awardable_id,
    created_at: iso(award.created_at), updated_at: iso(award.updated_at),
  };
}
