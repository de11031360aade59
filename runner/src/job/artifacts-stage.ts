import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGzipStream, createZipStream } from '../artifacts/archive-writer';
import { collectArtifactFiles } from '../artifacts/file-collector';
import { expandValue, variableValue } from '../executor/job-variables';
import type { UploadState } from '../network/artifacts-api';
import type { ArtifactSpec } from '../network/job-payload';
import { errorLine, notice } from '../trace/ansi';
import { shortToken } from './build-dirs';
import type { JobContext } from './job-context';

/** Tries per upload as gitlab-runner's `artifacts-uploader` makes them: 3, or 6 while the server answers 503. */
const MAX_TRIES = { failed: 3, 'service-unavailable': 6 } as const;

/** The artifact entries to upload now: `when` on_success (default), on_failure or always against the job's result. */
export function artifactsToUpload(artifacts: ArtifactSpec[] | null | undefined, jobSucceeded: boolean): ArtifactSpec[] {
  return (artifacts ?? []).filter((artifact) => {
    const when = artifact.when || 'on_success';
    return when === 'always' || (when === 'on_success') === jobSucceeded;
  });
}

/**
 * Uploads each artifact entry (archive as zip, reports as gzip members, `raw` as the file itself). Finding no file
 * is logged and skipped, as gitlab-runner does; a refused upload (403, 413, or failures past the retries) fails the
 * job with exit status 1 — gitlab-runner's uploader exits 1, and the stage failure is a `script_failure`.
 */
export async function uploadArtifacts(context: JobContext, artifacts: ArtifactSpec[]): Promise<{ ok: true } | { ok: false; exitCode: number }> {
  for (const artifact of artifacts) {
    context.log(notice('Uploading artifacts...'));
    const files = await collectArtifactFiles({
      projectDir: context.dirs.projectDir, paths: (artifact.paths ?? []).map((entry) => expand(context, entry)),
      exclude: (artifact.exclude ?? []).map((entry) => expand(context, entry)), untracked: Boolean(artifact.untracked),
      log: (line) => context.log(line),
    });
    if (files.length === 0) {
      context.log(errorLine('No files to upload'));
      continue;
    }
    const state = await uploadWithRetries(context, artifact, files);
    if (state !== 'succeeded') {
      context.log(`FATAL: ${FATAL_TEXT[state]}\n`);
      return { ok: false, exitCode: 1 };
    }
  }
  return { ok: true };
}

const FATAL_TEXT: Record<Exclude<UploadState, 'succeeded'>, string> = {
  'too-large': 'too large',
  forbidden: 'permission denied',
  'service-unavailable': 'service unavailable',
  failed: 'invalid argument',
};

async function uploadWithRetries(context: JobContext, artifact: ArtifactSpec, files: string[]): Promise<UploadState> {
  const type = artifact.artifact_type || 'archive';
  const format = artifact.artifact_format || 'zip';
  for (let attempt = 1; ; attempt++) {
    const result = await context.artifactsApi.upload(context.job.id, context.job.token, archiveStream(context.dirs.projectDir, format, files), {
      fileName: artifactFileName(expand(context, artifact.name ?? ''), format), artifactType: type, artifactFormat: format, expireIn: artifact.expire_in,
    });
    const fields = `id=${context.job.id} responseStatus=${result.statusText} token=${shortToken(context.job.token)}`;
    const prefix = `Uploading artifacts as "${type}" to coordinator...`;
    if (result.state === 'succeeded') {
      context.log(`${prefix} ${result.statusText}  ${fields}\n`);
      return 'succeeded';
    }
    context.log(errorLine(`${prefix} ${result.message || result.statusText}  ${fields}`));
    const maxTries = result.state === 'failed' || result.state === 'service-unavailable' ? MAX_TRIES[result.state] : 0;
    if (attempt >= maxTries) return result.state;
    await new Promise((resolve) => setTimeout(resolve, context.retryDelayMs * attempt));
  }
}

function archiveStream(root: string, format: string, files: string[]): Readable {
  if (format === 'gzip') return createGzipStream(root, files);
  if (format === 'raw') return fs.createReadStream(path.join(root, files.find((file) => !file.endsWith('/')) ?? files[0]));
  return createZipStream(root, files);
}

/**
 * gitlab-runner's `artifactFilename`: the base name plus the format's extension; an entry without a name uploads as
 * the uploader's default `artifacts`, a name with no base (`/`, `.`) as `default`.
 */
export function artifactFileName(name: string, format: string): string {
  const base = path.basename(name || 'artifacts');
  const safe = base === '' || base === '.' ? 'default' : base;
  if (format === 'zip') return `${safe}.zip`;
  if (format === 'gzip') return `${safe}.gz`;
  return safe;
}

function expand(context: JobContext, value: string): string {
  return expandValue(value, (name) => variableValue(context.variables, name) ?? process.env[name] ?? '');
}
