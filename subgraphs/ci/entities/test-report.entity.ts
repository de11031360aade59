import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TestCase } from '../services/test-reports/junit-parser';

/**
 * The JUnit results of one job's `junit` artifact, parsed once at upload: a pipeline's test report is then
 * one query over its jobs' rows (`cases` holds the parsed cases, GitLab's Gitlab::Ci::Reports::TestCase).
 */
@Entity({ tableName: 'test_reports' })
export class TestReport {
  [OptionalProps]?: 'suiteError';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) pipelineId!: number;
  @Property({ type: 'integer' }) jobId!: number;
  @Property({ type: 'integer' }) artifactId!: number;
  /** "JUnit XML parsing failed: ..." when the file could not be read; the cases are then empty. */
  @Property({ type: 'text', nullable: true }) suiteError: string | null = null;
  @Property({ type: 'json' }) cases!: TestCase[];
}
