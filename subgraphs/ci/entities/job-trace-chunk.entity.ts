import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One appended piece of a job's log (GitLab's ci_build_trace_chunks, by byte offset): a trace patch adds
 * a row and never rewrites what is stored; the log is the chunks in offset order.
 */
@Entity({ tableName: 'job_trace_chunks' })
export class JobTraceChunk {
  @PrimaryKey({ type: 'integer' }) jobId!: number;
  @PrimaryKey({ type: 'bigint' }) offset!: number;
  @Property({ type: 'blob' }) data!: Buffer;
}
