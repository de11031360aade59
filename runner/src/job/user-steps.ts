import { BashScript } from '../executor/script-builder';
import type { JobStep, JobVariable } from '../network/job-payload';
import { goDuration, warning } from '../trace/ansi';
import { runStageScript, type JobContext } from './job-context';

export type StepOutcome = { kind: 'succeeded' } | { kind: 'failed'; exitCode: number } | { kind: 'interrupted' };

/** Whether a step runs, given whether the job has failed so far (`when`: on_success by default, on_failure, always). */
export function shouldRunStep(step: JobStep, jobFailed: boolean): boolean {
  const when = step.when || 'on_success';
  if (when === 'always') return true;
  return when === 'on_failure' ? jobFailed : !jobFailed;
}

/** A script step (`before_script` + `script` arrive as one `script` step): exports, `cd` to the project, the commands. */
export async function runUserStep(context: JobContext, step: JobStep, signal: AbortSignal): Promise<StepOutcome> {
  const script = new BashScript()
    .exports(context.variables, context.filePaths)
    .command('cd', context.dirs.projectDir)
    .userCommands(step.script);
  const result = await runStageScript(context, { name: `step_${step.name}`, script, signal });
  if (result.outcome !== 'exited') return { kind: 'interrupted' };
  return result.exitCode === 0 ? { kind: 'succeeded' } : { kind: 'failed', exitCode: result.exitCode };
}

/**
 * `after_script` in a shell of its own, with `CI_JOB_STATUS` set to how the job went and its own timeout; its failure
 * is only reported, never changes the job's result (gitlab-runner's "job will continue unaffected").
 */
export async function runAfterScript(
  context: JobContext,
  input: { step: JobStep; jobStatus: 'success' | 'failed' | 'canceled'; timeoutMs: number; signal: AbortSignal },
): Promise<void> {
  const variables: JobVariable[] = context.variables.map((variable) =>
    variable.key === 'CI_JOB_STATUS' ? { ...variable, value: input.jobStatus } : variable);
  const script = new BashScript()
    .exports(variables, context.filePaths)
    .command('cd', context.dirs.projectDir)
    .notice('Running after script...')
    .userCommands(input.step.script);
  const result = await runStageScript(context, { name: 'after_script', script, signal: input.signal, timeoutMs: input.timeoutMs });
  if (result.outcome === 'timeout') {
    context.log(warning(`after_script failed, but job will continue unaffected: execution took longer than ${goDuration(Math.round(input.timeoutMs / 1000))} seconds`));
  } else if (result.outcome === 'exited' && result.exitCode !== 0) {
    context.log(warning(`after_script failed, but job will continue unaffected: exit status ${result.exitCode}`));
  }
}
