/**
 * Payloads of ci's status events (`EventKinds.pipelineStatusChanged`, `jobStatusChanged`). They are
 * written by database triggers on the status columns (ci's Migration20261128050000), so they hold
 * what a row knows: ids and the two statuses; reactions load the rest.
 */
export interface PipelineStatusEventPayload {
  /** The pipeline's id, as text (the live-subscription subject). */
  id: string;
  projectId: number;
  pipelineId: number;
  status: string;
  /** Null when the pipeline was created in a status other than `created`. */
  previousStatus: string | null;
}

export interface JobStatusEventPayload {
  /** The job's id, as text. */
  id: string;
  projectId: number;
  pipelineId: number;
  jobId: number;
  /** `build` or `bridge` (trigger jobs, which job hooks leave out). */
  kind: string;
  status: string;
  previousStatus: string | null;
}

/**
 * The channel a subgraph whose outbox rows are written by database triggers listens on, to queue its
 * outbox relay after such a commit (`publishEvent` queues it itself; a trigger cannot).
 */
export const outboxWrittenKind = (schema: string): string => `outbox_written_${schema}`;
