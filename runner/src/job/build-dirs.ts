import path from 'node:path';
import type { JobPayload } from '../network/job-payload';

export interface BuildDirs {
  /** `CI_BUILDS_DIR`: the root every job of this runner builds under. */
  buildsDir: string;
  /** `CI_PROJECT_DIR`: where the repository is checked out and the scripts run. */
  projectDir: string;
  /** Beside the project dir (gitlab-runner's `TmpProjectDir`): stage scripts and file variables, removed at the end. */
  tmpDir: string;
}

/**
 * gitlab-runner's layout: `<builds>/<runner short token>/<concurrent id>/<project path>`, the project path taken from
 * the repository URL without `.git` (falling back to `project-<id>`), so concurrent jobs never share a directory.
 */
export function buildDirs(input: { buildsDir: string; runnerToken: string; concurrentId: number; job: JobPayload }): BuildDirs {
  const projectPath = projectPathOf(input.job);
  const projectDir = path.join(input.buildsDir, shortToken(input.runnerToken), String(input.concurrentId), projectPath);
  return { buildsDir: input.buildsDir, projectDir, tmpDir: `${projectDir}.tmp` };
}

/** The token as gitlab-runner shows it in logs and paths: without its `glrt-`/`glcbt-` prefix, 8 characters. */
export function shortToken(token: string): string {
  return token.replace(/^(glrt-|glcbt-|glrtr-)/, '').replace(/^t\d_/, '').slice(0, 8);
}

function projectPathOf(job: JobPayload): string {
  try {
    const segments = new URL(job.git_info.repo_url).pathname.replace(/\.git$/, '').split('/')
      .filter((segment) => segment && segment !== '.' && segment !== '..')
      .map((segment) => decodeURIComponent(segment).replace(/[^A-Za-z0-9._-]/g, '_'));
    if (segments.length) return path.join(...segments);
  } catch {
    // not a URL the runner can read a path from
  }
  return `project-${job.job_info.project_id}`;
}
