import fs from 'node:fs/promises';
import path from 'node:path';
import { extractZip } from '../artifacts/zip-extractor';
import { errorLine, notice, warning } from '../trace/ansi';
import { shortToken } from './build-dirs';
import type { JobContext } from './job-context';

/** The dependencies whose artifacts the job downloads: only those the server says have an archive. */
export function dependenciesWithArtifacts(context: JobContext) {
  return (context.job.dependencies ?? []).filter((dependency) => dependency.artifacts_file?.filename);
}

/**
 * gitlab-runner's `artifacts-downloader` for each dependency: `GET /jobs/:id/artifacts` with that dependency's token
 * as `JOB-TOKEN`, unpacked into the project dir. A refused download fails the job; entries that would land outside
 * the project dir are skipped with a warning.
 */
export async function downloadDependencies(context: JobContext): Promise<{ ok: true } | { ok: false; exitCode: number }> {
  for (const dependency of dependenciesWithArtifacts(context)) {
    context.log(notice(`Downloading artifacts for ${dependency.name} (${dependency.id})...`));
    const archive = path.join(context.dirs.tmpDir, `artifacts-${dependency.id}.zip`);
    await fs.mkdir(context.dirs.tmpDir, { recursive: true });
    const result = await context.artifactsApi.download(dependency.id, dependency.token, archive);
    const fields = `id=${dependency.id} responseStatus=${result.statusText} token=${shortToken(dependency.token)}`;
    if (result.state !== 'succeeded') {
      context.log(errorLine(`Downloading artifacts from coordinator... ${result.state.replace('-', ' ')}  ${fields}`));
      context.log(`FATAL: ${result.message || result.state}\n`);
      return { ok: false, exitCode: 1 };
    }
    context.log(`Downloading artifacts from coordinator... ok  ${fields}\n`);
    try {
      const extracted = await extractZip(archive, context.dirs.projectDir);
      for (const name of extracted.refused) context.log(warning(`${name}: refused, the path leaves the build directory`));
    } catch (error) {
      context.log(`FATAL: ${(error as Error).message}\n`);
      return { ok: false, exitCode: 1 };
    } finally {
      await fs.rm(archive, { force: true });
    }
  }
  return { ok: true };
}
