import { RouteAnswer } from '../http/route-answer';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import {
  CherryPickCommit, CreateCommit, RepositoryCommit, RepositoryCommitDiff, RepositoryCommitRefs, RepositoryCommits, RepositoryCommitSequence,
} from '../operations/commits';
import { presentBasicRef, presentCommit, presentCommitDetail, presentCommitWithStats, presentDiff } from '../presenters/commit.presenter';
import { defineRoutes, route } from './route';

const PROJECT = { id: p.string().required() };
const SHA = { ...PROJECT, sha: p.string().required() };

const toBoolean = (value: unknown) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : null);

/** One `actions[]` hash → CommitActionInput; the subgraph answers GitLab's per-action 400s. */
function actionInput(action: Record<string, unknown>) {
  const text = (value: unknown) => (value === undefined || value === null ? null : String(value));
  return {
    action: text(action.action) ?? '',
    filePath: text(action.file_path) ?? '',
    previousPath: text(action.previous_path),
    content: text(action.content),
    encoding: text(action.encoding),
    lastCommitId: text(action.last_commit_id),
    executeFilemode: toBoolean(action.execute_filemode),
  };
}

// lib/api/commits.rb validates the body itself (bad_request!), so nothing here is `required`.
const createCommitInput = (params: Params) => ({
  projectId: params.id,
  branch: params.branch ?? '',
  commitMessage: params.commit_message ?? '',
  actions: ((params.actions ?? []) as Array<Record<string, unknown>>).map(actionInput),
  startBranch: params.start_branch ?? null,
  startSha: params.start_sha ?? null,
  startProject: params.start_project ?? null,
  authorName: params.author_name ?? null,
  authorEmail: params.author_email ?? null,
  force: params.force,
});

/** doc/api/commits.md */
export const commitRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits',
    pagination: 'offset',
    params: {
      ...PROJECT,
      ref_name: p.string(),
      since: p.datetime(),
      until: p.datetime(),
      path: p.string(),
      author: p.string(),
      all: p.boolean().default(false),
      with_stats: p.boolean().default(false),
      first_parent: p.boolean().default(false),
      order: p.string().values(['default', 'topo']).default('default'),
      trailers: p.boolean().default(false),
    },
    operation: RepositoryCommits,
    variables: (params) => ({
      projectId: params.id, refName: params.ref_name, since: params.since, until: params.until, path: params.path, author: params.author,
      all: params.all, firstParent: params.first_parent, order: params.order, withStats: params.with_stats, trailers: params.trailers,
    }),
    present: (commit, ctx) => (ctx.params.with_stats ? presentCommitWithStats(commit) : presentCommit(commit)),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/commits',
    auth: 'required',
    params: {
      ...PROJECT,
      branch: p.string(),
      commit_message: p.string(),
      actions: p.array(p.hash()),
      start_branch: p.string(),
      start_sha: p.string(),
      start_project: p.string(),
      author_email: p.string(),
      author_name: p.string(),
      stats: p.boolean().default(true),
      force: p.boolean().default(false),
    },
    operation: CreateCommit,
    variables: (params) => ({ input: createCommitInput(params), stats: params.stats }),
    present: presentCommitDetail,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha',
    params: { ...SHA, stats: p.boolean().default(true) },
    operation: RepositoryCommit,
    variables: (params) => ({ projectId: params.id, sha: params.sha, stats: params.stats }),
    present: (repository) => presentCommitDetail(repository.commit),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha/refs',
    pagination: 'offset',
    params: { ...SHA, type: p.string().values(['branch', 'tag', 'all']).default('all') },
    operation: RepositoryCommitRefs,
    variables: (params) => ({ projectId: params.id, sha: params.sha, type: params.type }),
    present: presentBasicRef,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha/sequence',
    params: { ...SHA, first_parent: p.boolean().default(false) },
    operation: RepositoryCommitSequence,
    variables: (params) => ({ projectId: params.id, sha: params.sha, firstParent: params.first_parent }),
    present: (repository) => ({ count: repository.commitSequence }),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha/diff',
    pagination: 'offset',
    params: SHA,
    operation: RepositoryCommitDiff,
    variables: (params) => ({ projectId: params.id, sha: params.sha }),
    present: presentDiff,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/commits/:sha/cherry_pick',
    auth: 'required',
    params: { ...SHA, branch: p.string().required().notBlank(), dry_run: p.boolean().default(false), message: p.string() },
    operation: CherryPickCommit,
    variables: (params) => ({ input: { projectId: params.id, sha: params.sha, branch: params.branch, dryRun: params.dry_run, message: params.message ?? null } }),
    // A dry run answers `{"dry_run":"success"}` with 200 (lib/api/commits.rb `status(200)`), a pick 201.
    present: (result) => (result.commit && !result.dryRun ? presentCommit(result.commit) : RouteAnswer.json(200, { dry_run: 'success' })),
  }),
]);
