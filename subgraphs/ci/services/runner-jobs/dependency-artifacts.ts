import type { SubgraphContext } from '@forgegraph/platform';
import type { ArtifactsFile } from './job-payload';

/**
 * The archive (`artifact_type` archive) each dependency has uploaded, for the payload's `artifacts_file`.
 * The seam for job artifacts (branch `artifacts`): until they are stored, no dependency has one, and the
 * runner downloads nothing.
 */
export async function dependencyArtifactsFiles(_ctx: SubgraphContext, _jobIds: number[]): Promise<Map<number, ArtifactsFile>> {
  return new Map();
}
