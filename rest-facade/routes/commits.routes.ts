import { RouteAnswer } from '../http/route-answer';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import {
  CherryPickCommit, CreateCommit, RepositoryCommitSignature, RevertCommit, RepositoryCommit, RepositoryCommitDiff, RepositoryCommitRefs, RepositoryCommits, RepositoryCommitSequence,
} from '../operations/commits';
import { presentCommitSignature } from '../presenters/commit-signature.presenter';
import { presentBasicRef, presentCommit, presentCommitDetail, presentCommitWithStats, presentDiff } from '../presenters/commit.presenter';
import { IN_PROJECT } from './project-params';
import { defineRoutes, route } from './route';

const PROJECT = { id: p.string().required() };
const SHA = { ...PROJECT, sha: p.string().required() };

/**
 * One `actions[]` hash (CommitActionInput): what is not given reaches the subgraph blank or null, and
 * the subgraph answers GitLab's per-action 400s.
 */
const ACTION = p.hash({
  action: p.string().default(''),
  file_path: p.string().default(''),
  previous_path: p.string().default(null),
  content: p.string().default(null),
  encoding: p.string().default(null),
  last_commit_id: p.string().default(null),
  execute_filemode: p.boolean().default(null),
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
    variables: (params) => toVariables(params, {
      pick: ['id', 'ref_name', 'since', 'until', 'path', 'author', 'all', 'first_parent', 'order', 'with_stats', 'trailers'], ...IN_PROJECT,
    }),
    present: (commit, ctx) => (ctx.params.with_stats ? presentCommitWithStats(commit) : presentCommit(commit)),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/commits',
    auth: 'required',
    // lib/api/commits.rb validates the body itself (bad_request!), so nothing here is `required`.
    params: {
      ...PROJECT,
      branch: p.string().default(''),
      commit_message: p.string().default(''),
      actions: p.array(ACTION).default([]),
      start_branch: p.string(),
      start_sha: p.string(),
      start_project: p.string(),
      author_email: p.string(),
      author_name: p.string(),
      stats: p.boolean().default(true),
      force: p.boolean().default(false),
    },
    operation: CreateCommit,
    variables: ({ stats, ...params }) => ({ input: toVariables(params, IN_PROJECT), stats }),
    present: presentCommitDetail,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha',
    jobToken: true,
    params: { ...SHA, stats: p.boolean().default(true) },
    operation: RepositoryCommit,
    variables: (params) => toVariables(params, { pick: ['id', 'sha', 'stats'], ...IN_PROJECT }),
    present: (repository) => presentCommitDetail(repository.commit),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha/refs',
    pagination: 'offset',
    params: { ...SHA, type: p.string().values(['branch', 'tag', 'all']).default('all') },
    operation: RepositoryCommitRefs,
    variables: (params) => toVariables(params, { pick: ['id', 'sha', 'type'], ...IN_PROJECT }),
    present: presentBasicRef,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha/sequence',
    params: { ...SHA, first_parent: p.boolean().default(false) },
    operation: RepositoryCommitSequence,
    variables: (params) => toVariables(params, { pick: ['id', 'sha', 'first_parent'], ...IN_PROJECT }),
    present: (repository) => ({ count: repository.commitSequence }),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha/diff',
    pagination: 'offset',
    params: SHA,
    operation: RepositoryCommitDiff,
    variables: (params) => toVariables(params, { pick: ['id', 'sha'], ...IN_PROJECT }),
    present: presentDiff,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/commits/:sha/cherry_pick',
    auth: 'required',
    params: { ...SHA, branch: p.string().required().notBlank(), dry_run: p.boolean().default(false), message: p.string() },
    operation: CherryPickCommit,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
    // A dry run answers `{"dry_run":"success"}` with 200 (lib/api/commits.rb `status(200)`), a pick 201.
    present: (result) => (result.commit && !result.dryRun ? presentCommit(result.commit) : RouteAnswer.json(200, { dry_run: 'success' })),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/commits/:sha/revert',
    auth: 'required',
    params: { ...SHA, branch: p.string().required().notBlank(), dry_run: p.boolean().default(false) },
    operation: RevertCommit,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
    // As cherry_pick: a dry run answers `{"dry_run":"success"}` with 200, a revert 201.
    present: (result) => (result.commit && !result.dryRun ? presentCommit(result.commit) : RouteAnswer.json(200, { dry_run: 'success' })),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/commits/:sha/signature',
    params: SHA,
    operation: RepositoryCommitSignature,
    variables: (params) => toVariables(params, { pick: ['id', 'sha'], ...IN_PROJECT }),
    present: presentCommitSignature,
  }),
]);
