import type { ReferenceResolver } from '@forgegraph/platform';
import { projectRef } from '../schema/refs.types';
import { packageLoader } from '../services/packages/package-finder';

/** `__resolveReference` per entity; packages through the request's batched loader. */
export const references: Record<string, ReferenceResolver> = {
  Project: (ref) => projectRef(Number(ref.id)),
  Package: (ref, ctx) => (/^\d+$/.test(ref.id) ? packageLoader(ctx).load(Number(ref.id)) : null),
};
