import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ProjectRef } from './refs.types';

/** A JUnit `<testcase>` (TestCaseEntity). `systemOutput`: text, an attribute hash, or null. */
@ObjectType('PipelineTestCase')
export class PipelineTestCaseType {
  @Field(() => String) status!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) classname!: string | null;
  @Field(() => String, { nullable: true }) file!: string | null;
  @Field(() => Float) executionTime!: number;
  @Field(() => GraphQLJSON, { nullable: true }) systemOutput!: unknown;
  @Field(() => String, { nullable: true, description: 'Path of the failure screenshot in the job artifacts.' }) attachment!: string | null;
  @Field(() => Int, { description: 'The job whose report holds the case.' }) jobId!: number;
}

@ObjectType('PipelineTestSuite')
export class PipelineTestSuiteType {
  @Field(() => String) name!: string;
  @Field(() => Float) totalTime!: number;
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) successCount!: number;
  @Field(() => Int) failedCount!: number;
  @Field(() => Int) skippedCount!: number;
  @Field(() => Int) errorCount!: number;
  @Field(() => String, { nullable: true }) suiteError!: string | null;
  @Field(() => [Int]) buildIds!: number[];
  @Field(() => [PipelineTestCaseType]) testCases!: PipelineTestCaseType[];
}

@ObjectType('PipelineTestReport')
export class PipelineTestReportType {
  @Field(() => Float) totalTime!: number;
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) successCount!: number;
  @Field(() => Int) failedCount!: number;
  @Field(() => Int) skippedCount!: number;
  @Field(() => Int) errorCount!: number;
  @Field(() => [PipelineTestSuiteType]) testSuites!: PipelineTestSuiteType[];
  @Field(() => ProjectRef, { description: 'The project (attachment paths are under its web URL).' }) project!: ProjectRef;
}
