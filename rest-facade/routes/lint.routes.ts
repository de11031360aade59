import { CiLint, ProjectCiLint } from '../operations/lint';
import { p } from '../params/param';
import { presentCiLintResult } from '../presenters/ci-lint.presenter';
import { defineRoutes, route } from './route';

/** doc/api/lint.md (lib/api/lint.rb): CI Lint in a project's context. */
export const lintRoutes = defineRoutes([
  route({
    method: 'GET', path: '/projects/:id/ci/lint',
    params: {
      id: p.string().required(), sha: p.string(), content_ref: p.string(), dry_run: p.boolean().default(false), include_jobs: p.boolean(),
      ref: p.string(), dry_run_ref: p.string(),
    },
    rules: { mutuallyExclusive: [['sha', 'content_ref'], ['ref', 'dry_run_ref']] },
    operation: ProjectCiLint,
    variables: (params) => ({
      projectRef: params.id, contentRef: params.content_ref ?? params.sha ?? null, dryRun: params.dry_run, dryRunRef: params.dry_run_ref ?? params.ref ?? null,
    }),
    present: presentCiLintResult,
  }),
  route({
    method: 'POST', path: '/projects/:id/ci/lint', auth: 'required',
    params: { id: p.string().required(), content: p.string().required(), dry_run: p.boolean().default(false), include_jobs: p.boolean(), ref: p.string() },
    operation: CiLint,
    variables: (params) => ({ projectRef: params.id, content: params.content, dryRun: params.dry_run, ref: params.ref ?? null }),
    present: presentCiLintResult,
    // lib/api/lint.rb `status 200`.
    status: 200,
  }),
]);
