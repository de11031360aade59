import type { GitInfo, JobVariable } from '../network/job-payload';
import { variableValue } from './job-variables';
import { BashScript } from './script-builder';
import { shellQuote } from './shell-quote';

export type GitStrategy = 'fetch' | 'clone' | 'none';

export interface SourcesPlan {
  strategy: GitStrategy;
  depth: number;
  checkout: boolean;
}

/**
 * What `GIT_STRATEGY`, `GIT_DEPTH` and `GIT_CHECKOUT` ask for (`common/build.go`): `fetch` unless the server disallows
 * it (`allow_git_fetch: false`) or the variable says otherwise; the depth from `GIT_DEPTH` over `git_info.depth`.
 */
export function planSources(git: GitInfo, variables: JobVariable[], allowGitFetch: boolean): SourcesPlan | { error: string } {
  const strategyValue = variableValue(variables, 'GIT_STRATEGY') ?? '';
  const strategy = strategyValue === '' ? (allowGitFetch ? 'fetch' : 'clone') : strategyValue;
  if (strategy !== 'fetch' && strategy !== 'clone' && strategy !== 'none') return { error: 'unknown GIT_STRATEGY' };
  const depthValue = variableValue(variables, 'GIT_DEPTH');
  const parsedDepth = depthValue === undefined || depthValue === '' ? git.depth ?? 0 : Number.parseInt(depthValue, 10);
  const depth = Number.isFinite(parsedDepth) && parsedDepth > 0 ? parsedDepth : 0;
  return { strategy, depth, checkout: variableValue(variables, 'GIT_CHECKOUT') !== 'false' };
}

/** The refspecs the server sent, or gitlab-runner's defaults when it sent none. */
export function fetchRefspecs(git: GitInfo, depth: number): string[] {
  if (git.refspecs?.length) return git.refspecs;
  if (depth === 0) return ['+refs/heads/*:refs/remotes/origin/*', '+refs/tags/*:refs/tags/*'];
  return git.ref_type === 'tag'
    ? [`+refs/tags/${git.ref}:refs/tags/${git.ref}`]
    : [`+refs/heads/${git.ref}:refs/remotes/origin/${git.ref}`];
}

/**
 * The `get_sources` script: an existing checkout is cleaned and fetched (`fetch`), or the directory is created anew
 * with `git init` + `git fetch` (`clone`, and `fetch` without a checkout yet), then the job's commit is checked out.
 */
export function writeGetSourcesScript(script: BashScript, input: { git: GitInfo; plan: SourcesPlan; projectDir: string }): BashScript {
  const { git, plan, projectDir } = input;
  if (plan.strategy === 'none') {
    script.notice('Skipping Git repository setup').command('mkdir', '-p', projectDir);
  } else {
    const depthNote = plan.depth > 0 ? ` with git depth set to ${plan.depth}` : '';
    if (plan.strategy === 'fetch') {
      script.line(`if [ -d ${shellQuote(`${projectDir}/.git`)} ]; then`);
      script.notice(`Fetching changes${depthNote}...`);
      writeReuse(script, projectDir);
      script.line('else');
      writeFreshRepository(script, projectDir);
      script.line('fi');
    } else {
      script.notice(`Fetching changes${depthNote}...`);
      writeFreshRepository(script, projectDir);
    }
    script.command('git', 'remote', 'set-url', 'origin', git.repo_url);
    const depthArgs = plan.depth > 0 ? ['--depth', String(plan.depth)] : [];
    script.command('git', '-c', 'fetch.recurseSubmodules=false', 'fetch', 'origin', '--prune', '--quiet', ...fetchRefspecs(git, plan.depth), ...depthArgs);
  }
  if (plan.checkout && plan.strategy !== 'none') {
    script.notice(`Checking out ${git.sha.slice(0, 8)} as detached HEAD (ref is ${git.ref})...`);
    script.command('git', '-c', 'advice.detachedHead=false', 'checkout', '-f', '-q', git.sha);
  } else if (!plan.checkout) {
    script.notice('Skipping Git checkout');
  }
  if (plan.strategy !== 'none') script.notice('Skipping Git submodules setup');
  return script;
}

function writeReuse(script: BashScript, projectDir: string): void {
  script.command('cd', projectDir);
  // Locks left by a build killed during a git operation would fail the fetch.
  script.command('rm', '-f', '.git/index.lock', '.git/shallow.lock');
  script.command('git', 'clean', '-ffdx', '-q');
  script.line('git reset --hard -q 2>/dev/null || true');
}

function writeFreshRepository(script: BashScript, projectDir: string): void {
  script.command('rm', '-rf', projectDir);
  script.command('mkdir', '-p', projectDir);
  script.command('cd', projectDir);
  script.command('git', 'init', '-q');
  script.command('git', 'remote', 'add', 'origin', 'placeholder');
  script.notice('Created fresh repository.');
}
