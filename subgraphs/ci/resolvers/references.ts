import type { ReferenceResolver } from '@forgegraph/platform';
import { MergeRequestRef } from '../schema/merge-request-ref.type';
import { commitRef, groupRef, projectRef, userRef } from '../schema/refs.types';
import { pipelineLoader } from '../services/pipelines/pipeline-loaders';

/** `__resolveReference` per entity; pipelines through the request's batched loader. */
export const references: Record<string, ReferenceResolver> = {
  Project: (ref) => projectRef(Number(ref.id)),
  User: (ref) => userRef(Number(ref.id)),
  Group: (ref) => groupRef(Number(ref.id)),
  Commit: (ref) => Object.assign(commitRef(0, ''), { id: ref.id }),
  // The gateway hands the @requires fields along with the key.
  MergeRequest: (ref) => Object.assign(new MergeRequestRef(), ref),
  Pipeline: (ref, ctx) => (/^\d+$/.test(ref.id) ? pipelineLoader(ctx).load(Number(ref.id)) : null),
};
