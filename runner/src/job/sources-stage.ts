import { writeGetSourcesScript, planSources } from '../executor/git-sources';
import { BashScript } from '../executor/script-builder';
import { errorLine } from '../trace/ansi';
import { runStageScript, type JobContext } from './job-context';

export type SourcesOutcome = { kind: 'succeeded' } | { kind: 'failed'; exitCode: number } | { kind: 'interrupted' };

/** `get_sources`: the repository at the job's commit in the project dir, as `GIT_STRATEGY`/`GIT_DEPTH` ask. */
export async function getSources(context: JobContext, signal: AbortSignal): Promise<SourcesOutcome> {
  const plan = planSources(context.job.git_info, context.variables, context.job.allow_git_fetch !== false);
  if ('error' in plan) {
    context.log(errorLine(plan.error));
    return { kind: 'failed', exitCode: 1 };
  }
  const script = new BashScript().exports(context.variables, context.filePaths);
  writeGetSourcesScript(script, { git: context.job.git_info, plan, projectDir: context.dirs.projectDir });
  const result = await runStageScript(context, { name: 'get_sources', script, signal });
  if (result.outcome !== 'exited') return { kind: 'interrupted' };
  return result.exitCode === 0 ? { kind: 'succeeded' } : { kind: 'failed', exitCode: result.exitCode };
}
