import type { JobDefinition } from '../jobs/job-queue';
import type { SubgraphContext } from '../subgraph/context';

/**
 * The project export/import saga's contract (ARCHITECTURE §3, §7): admin runs the saga and owns its
 * records; each domain contributes its relations through a job on its own queue, registered by that
 * subgraph (`transferPartJobs`), and reports back on admin's step queue. Admin knows the parts only
 * by the names below, never by importing a domain's code.
 */

/** The contributing subgraphs, in the order the saga runs them (the repository first: MRs need branches). */
export const TRANSFER_PARTS = ['repository', 'collaboration'] as const;
export type TransferPartName = (typeof TRANSFER_PARTS)[number];

/** Admin's queue that takes each part's report and moves the saga on. */
export const TRANSFER_STEP_JOB = 'transfer-saga-step';

export const transferPartJobName = (kind: TransferKind, part: string): string => `transfer-${kind}-part.${part}`;

export type TransferKind = 'export' | 'import';

/** What a part's job is given. `stagingDir` holds the archive's files (GitLab's layout) being written or read. */
export interface TransferPartTask {
  kind: TransferKind;
  sagaId: string;
  step: number;
  projectId: number;
  stagingDir: string;
  /** Imports: the user running the import (the author of what cannot be mapped to a user). */
  importerId?: number;
  /** Imports: `override_params` (GitLab's names), above the archive's project attributes; exports: `description`. */
  overrideParams?: Record<string, unknown>;
}

/** A relation that failed to import (GitLab's ImportFailure, `relation_hard_failures`). */
export interface FailedRelation {
  relation_name: string;
  line_number: number;
  exception_class: string;
  exception_message: string;
  source: string;
}

/** What a part reports back: an export fails with `error`; an import records failed relations and goes on. */
export interface TransferPartReport {
  failedRelations: FailedRelation[];
  error?: string;
}

/** Admin's step job: move the saga past `step` (0 starts it). */
export interface TransferStep {
  kind: TransferKind;
  sagaId: string;
  step: number;
  report?: TransferPartReport;
}

/** A domain's contribution: what it writes into an export and reads back from an import. */
export interface TransferPart {
  exportRelations(ctx: SubgraphContext, task: TransferPartTask): Promise<void>;
  importRelations(ctx: SubgraphContext, task: TransferPartTask): Promise<FailedRelation[]>;
}

/**
 * The two jobs a subgraph registers for its part. A part's failure is reported, not retried: an export
 * then fails visibly, an import records it in `failed_relations` and continues (GitLab's behaviour).
 */
export function transferPartJobs(name: TransferPartName, part: TransferPart): JobDefinition<TransferPartTask>[] {
  const run = async (task: TransferPartTask, ctx: SubgraphContext, work: () => Promise<FailedRelation[]>) => {
    let report: TransferPartReport;
    try {
      report = { failedRelations: await work() };
    } catch (error) {
      ctx.runtime.logger.warn('transfer part failed', { part: name, kind: task.kind, sagaId: task.sagaId, error });
      const message = error instanceof Error ? error.message : String(error);
      report = { failedRelations: [partFailure(name, error)], error: message };
    }
    const step: TransferStep = { kind: task.kind, sagaId: task.sagaId, step: task.step + 1, report };
    await ctx.runtime.jobs.send(TRANSFER_STEP_JOB, step);
  };
  return [
    {
      name: transferPartJobName('export', name), retryLimit: 2, expireInSeconds: 3600,
      run: (task, ctx) => run(task, ctx, async () => (await part.exportRelations(ctx, task), [])),
    },
    {
      name: transferPartJobName('import', name), retryLimit: 2, expireInSeconds: 3600,
      run: (task, ctx) => run(task, ctx, () => part.importRelations(ctx, task)),
    },
  ];
}

function partFailure(name: string, error: unknown): FailedRelation {
  return {
    relation_name: name === 'repository' ? 'repository' : 'project',
    line_number: 0,
    exception_class: error instanceof Error ? error.constructor.name : 'Error',
    exception_message: error instanceof Error ? error.message : String(error),
    source: 'process_relation!',
  };
}
