import { TRANSFER_STEP_JOB, type JobDefinition, type TransferStep } from '@forgegraph/platform';
import { runExportStep } from '../services/transfer/export-saga';
import { runImportStep } from '../services/transfer/import-saga';

/** One step of an export or import saga; steps are guarded by the record's step, so a redelivery is a no-op. */
export const transferSagaStepJob: JobDefinition<TransferStep> = {
  name: TRANSFER_STEP_JOB,
  retryLimit: 3,
  expireInSeconds: 3600,
  run: (step, ctx) => (step.kind === 'export' ? runExportStep(ctx, step) : runImportStep(ctx, step)),
};
