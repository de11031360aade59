import type { JobDefinition } from '@forgegraph/platform';
import { MIRROR_SWEEP_JOB, sweepInterruptedMirrorUpdate, type MirrorSweepJobData } from '../services/mirrors/mirror-sweep';

/** Checks one running push for a dead process (services/mirrors/mirror-sweep.ts). */
export const remoteMirrorSweepJob: JobDefinition<MirrorSweepJobData> = {
  name: MIRROR_SWEEP_JOB,
  retryLimit: 2,
  run: (data, ctx) => sweepInterruptedMirrorUpdate(ctx, data),
};
