import type { CiLintResultFields } from '../operations/fragments/ci-lint';
import type { RouteContext } from '../routes/route';

type LintJob = CiLintResultFields['jobs'][number];
type Policy = LintJob['only'];

/** Entities::Ci::Lint::Result; `jobs` only with `include_jobs` (Gitlab::Ci::Lint's two job shapes). */
export function presentCiLintResult(result: CiLintResultFields, ctx: Pick<RouteContext, 'params'>) {
  return {
    valid: result.valid,
    errors: result.errors,
    warnings: result.warnings,
    merged_yaml: result.mergedYaml,
    // Only local includes exist here, and they are not listed yet.
    includes: [],
    ...(ctx.params.include_jobs ? { jobs: result.jobs.map(presentLintJob) } : {}),
  };
}

function presentLintJob(job: LintJob) {
  const common = {
    name: job.name, stage: job.stage, before_script: job.beforeScript, script: job.script, after_script: job.afterScript, tag_list: job.tagList,
  };
  // A dry run lists the pipeline's jobs; a static check adds only, except and needs (lib/gitlab/ci/lint.rb).
  if (!job.isStatic) return { ...common, environment: job.environment, when: job.when, allow_failure: job.allowFailure };
  return {
    ...common, only: policyOf(job.only), except: policyOf(job.except), environment: job.environment, when: job.when,
    allow_failure: job.allowFailure, needs: job.needs,
  };
}

function policyOf(policy: Policy) {
  if (!policy) return null;
  return Object.fromEntries(Object.entries(policy).filter(([, value]) => value !== null));
}
