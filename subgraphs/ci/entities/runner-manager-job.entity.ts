import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Which machine of its runner ran a job (GitLab's ci_runner_machine_builds), for `…/managers/:system_id/jobs`. */
@Entity({ tableName: 'runner_manager_jobs' })
export class RunnerManagerJob {
  @PrimaryKey({ type: 'integer' }) jobId!: number;
  @Property({ type: 'integer' }) runnerManagerId!: number;
}
