import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { JobOptions, Need } from '../services/config/job-spec';

/**
 * A job of a pipeline (GitLab's ci_builds; `kind` `bridge` for `trigger:` jobs, GitLab's Ci::Bridge).
 *
 * For whoever builds runners, the runner protocol and artifacts on this record (reference §1.5, §1.10):
 * - `status` moves `created → pending` by pipeline processing (services/processing); `POST /jobs/request`
 *   takes a `pending` build whose `tagList` the runner's tags cover, sets `runnerId`, `startedAt`
 *   and `running` with a guarded update (`where status = 'pending'`), then re-processes the pipeline.
 * - `tokenDigest`: the SHA-256 of the job token handed out with the payload (`glcbt-…`); only the
 *   digest is stored, never exposed. It authenticates `PUT /jobs/:id`, traces, artifacts and git.
 * - `options` holds what the payload is built from: `script` (`before_script` + `script` make the
 *   `script` step, `after_script` its own step), `image`, `services`, `artifacts`, `cache`,
 *   `timeout` (seconds), `retry`, `dependencies`, `trigger`, `start_in`. `needs` lists the DAG's
 *   needed jobs (null: stage scheduling); dependencies default to previous stages' jobs.
 * - `yamlVariables`: the job's YAML variables (global, job and rule ones merged); the payload adds
 *   predefined and pipeline variables.
 * - `allowFailure` + `allowFailureExitCodes`: a failure with one of those exit codes counts as allowed.
 * - `retried`: a retry clones the job and flags the old one; only latest jobs count for status.
 * - `failureReason`, `coverage`, `queuedAt`, `finishedAt` are written by the runner's final update.
 * - Every change of `status` (here and on pipelines) publishes its status event through a database
 *   trigger (Migration20261128050000), however it is written: no code publishes those events itself.
 */
@Directive('@key(fields: "id")')
@ObjectType('Job')
@Entity({ tableName: 'jobs' })
export class Job {
  [OptionalProps]?: 'kind' | 'status' | 'when' | 'allowFailure' | 'allowFailureExitCodes' | 'needs' | 'options' | 'yamlVariables'
    | 'tagList' | 'userId' | 'tokenDigest' | 'runnerId' | 'coverage' | 'failureReason' | 'retried' | 'scheduledAt' | 'queuedAt'
    | 'startedAt' | 'finishedAt' | 'erasedAt' | 'createdAt' | 'updatedAt' | 'description' | 'targetUrl';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => ID) @Property({ type: 'integer' }) projectId!: number;
  @Field(() => ID) @Property({ type: 'integer' }) pipelineId!: number;
  @Property({ type: 'integer' }) stageId!: number;
  @Field(() => String) @Property({ type: 'text' }) name!: string;
  @Field(() => String) @Property({ type: 'text' }) stage!: string;
  @Field(() => Int) @Property({ type: 'integer' }) stageIdx!: number;
  @Field(() => String) @Property({ type: 'text', default: 'build' }) kind: 'build' | 'bridge' | 'generic' = 'build';
  @Field(() => String) @Property({ type: 'text', default: 'created' }) status = 'created';
  @Field(() => String) @Property({ type: 'text', default: 'on_success' }) when = 'on_success';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) allowFailure = false;
  @Property({ type: 'json', nullable: true }) allowFailureExitCodes: number[] | null = null;
  @Property({ type: 'json', nullable: true }) needs: Need[] | null = null;
  @Property({ type: 'json', default: '{}' }) options: JobOptions = {};
  @Property({ type: 'json', default: '{}' }) yamlVariables: Record<string, string> = {};
  @Field(() => [String]) @Property({ type: 'json', default: '[]' }) tagList: string[] = [];
  @Field(() => String) @Property({ type: 'text' }) ref!: string;
  @Field(() => Boolean) @Property({ type: 'boolean' }) tag!: boolean;
  @Field(() => String) @Property({ type: 'text' }) sha!: string;
  @Property({ type: 'integer', nullable: true }) userId: number | null = null;
  @Property({ type: 'text', nullable: true, hidden: true }) tokenDigest: string | null = null;
  @Property({ type: 'integer', nullable: true }) runnerId: number | null = null;
  @Field(() => Float, { nullable: true }) @Property({ type: 'double', nullable: true }) coverage: number | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) failureReason: string | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) retried = false;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) scheduledAt: Date | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) queuedAt: Date | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) startedAt: Date | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) finishedAt: Date | null = null;
  /** Commit statuses (kind `generic`, GenericCommitStatus): what the external system said, and where to look. */
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text', nullable: true }) targetUrl: string | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) erasedAt: Date | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
