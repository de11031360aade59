import type { JobDefinition } from '@forgegraph/platform';
import { MIRROR_SWEEP_JOB, sweepInterruptedMirrorUpdates } from '../services/mirrors/mirror-sweep';

/** Finds mirrors left `started` by a process that died mid-push (services/mirrors/mirror-sweep.ts). */
export const remoteMirrorSweepJob: JobDefinition<Record<string, never>> = {
  name: MIRROR_SWEEP_JOB,
  policy: 'stately',
  retryLimit: 1,
  run: (_data, ctx) => sweepInterruptedMirrorUpdates(ctx),
};
