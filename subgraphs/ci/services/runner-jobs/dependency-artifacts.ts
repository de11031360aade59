import type { SubgraphContext } from '@forgegraph/platform';
import { artifactsFileOf } from '../artifacts/artifact-loaders';
import type { ArtifactsFile } from './job-payload';

/**
 * The archive (`artifact_type` archive, not expired) each dependency has uploaded, for the payload's
 * `artifacts_file`: the runner downloads those through `GET /jobs/:id/artifacts`, the others not at all.
 */
export function dependencyArtifactsFiles(ctx: SubgraphContext, jobIds: number[]): Promise<Map<number, ArtifactsFile>> {
  return artifactsFileOf(ctx.em, jobIds);
}
