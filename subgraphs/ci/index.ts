import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { dropStuckJobsJob, scheduleStuckJobsSweep } from './jobs/drop-stuck-jobs.job';
import { Job } from './entities/job.entity';
import { JobTraceChunk } from './entities/job-trace-chunk.entity';
import { JobArtifact } from './entities/job-artifact.entity';
import { JobArtifactEntry } from './entities/job-artifact-entry.entity';
import { TestReport } from './entities/test-report.entity';
import { ArtifactActionsResolver } from './resolvers/artifact-actions.resolver';
import { ArtifactResolver } from './resolvers/artifact.resolver';
import { JobArtifactsFieldsResolver } from './resolvers/job-artifacts-fields.resolver';
import { TestReportResolver } from './resolvers/test-report.resolver';
import { expireProjectArtifactsJob, removeExpiredArtifactsJob } from './services/artifacts/artifact-expiry';
import { CiVariable } from './entities/ci-variable.entity';
import { JobTokenGroupLink } from './entities/job-token-group-link.entity';
import { JobTokenProjectLink } from './entities/job-token-project-link.entity';
import { JobTokenScope } from './entities/job-token-scope.entity';
import { Pipeline } from './entities/pipeline.entity';
import { PipelineVariable } from './entities/pipeline-variable.entity';
import { Runner } from './entities/runner.entity';
import { RunnerManager } from './entities/runner-manager.entity';
import { RunnerManagerJob } from './entities/runner-manager-job.entity';
import { RunnerProject } from './entities/runner-project.entity';
import { RunnerRegistrationToken } from './entities/runner-registration-token.entity';
import { Stage } from './entities/stage.entity';
import { Trigger } from './entities/trigger.entity';
import { CiLintResolver } from './resolvers/ci-lint.resolver';
import { CommitStatusResolver } from './resolvers/commit-status.resolver';
import { CiVariableResolver } from './resolvers/ci-variable.resolver';
import { JobFieldsResolver } from './resolvers/job-fields.resolver';
import { JobTokenScopeResolver } from './resolvers/job-token-scope.resolver';
import { JobResolver } from './resolvers/job.resolver';
import { CommitPipelineResolver, MergeRequestPipelineResolver } from './resolvers/ci-status-fields.resolver';
import { JobTokenResolver } from './resolvers/job-token.resolver';
import { JobLiveFieldsResolver, PipelineLiveFieldsResolver } from './resolvers/live-fields.resolver';
import { LiveStatusResolver } from './resolvers/live-status.resolver';
import { PipelineActionsResolver } from './resolvers/pipeline-actions.resolver';
import { PipelineFieldsResolver } from './resolvers/pipeline-fields.resolver';
import { PipelineResolver } from './resolvers/pipeline.resolver';
import { TriggerResolver } from './resolvers/trigger.resolver';
import { references } from './resolvers/references';
import { JobTraceResolver } from './resolvers/job-trace.resolver';
import { RunnerJobsResolver } from './resolvers/runner-jobs.resolver';
import { RunnerRegistrationResolver } from './resolvers/runner-registration.resolver';
import { UserRunnerResolver } from './resolvers/user-runner.resolver';
import { RunnerFieldsResolver } from './resolvers/runner-fields.resolver';
import { RunnersMutationResolver } from './resolvers/runners-mutation.resolver';
import { RunnersQueryResolver } from './resolvers/runners-query.resolver';
import { MergeRequestRef } from './schema/merge-request-ref.type';
import { removeDeletedProjectPipelines } from './services/pipelines/project-deleted.reaction';
import { removeDeletedProjectSettings } from './services/pipelines/project-settings-deleted.reaction';
import { pushPipelineReaction } from './services/pipelines/push-pipeline.reaction';
import { removeDeletedGroupSettings } from './services/variables/group-deleted.reaction';

/** Pipelines and jobs from `.gitlab-ci.yml` (later: runners, artifacts, test reports; ARCHITECTURE §3). */
export const ciSubgraph: SubgraphDefinition = {
  name: 'ci',
  entities: [Pipeline, Stage, Job, PipelineVariable, Runner, RunnerManager, RunnerProject, RunnerManagerJob, JobTraceChunk, RunnerRegistrationToken,
    JobArtifact, JobArtifactEntry, TestReport, CiVariable, JobTokenScope, JobTokenProjectLink, JobTokenGroupLink, Trigger],
  resolvers: [PipelineResolver, PipelineFieldsResolver, PipelineActionsResolver, JobResolver, JobFieldsResolver, JobTokenResolver,
    UserRunnerResolver, RunnerRegistrationResolver, RunnerJobsResolver, JobTraceResolver, RunnersQueryResolver, RunnersMutationResolver, RunnerFieldsResolver,
    ArtifactResolver, ArtifactActionsResolver, JobArtifactsFieldsResolver, TestReportResolver,
    CiVariableResolver, JobTokenScopeResolver, TriggerResolver, CiLintResolver, CommitStatusResolver,
    LiveStatusResolver, PipelineLiveFieldsResolver, JobLiveFieldsResolver, CommitPipelineResolver, MergeRequestPipelineResolver],
  // Reached only through the gateway (no field of ours returns it).
  orphanedTypes: [MergeRequestRef],
  references,
  migrations: migrationsIn(__dirname, [
    'Migration20261127000000',
    'Migration20261128010000',
    'Migration20261128020000',
    'Migration20261128030000',
    'Migration20261128040000',
    'Migration20261128050000',
  ]),
  reactions: [pushPipelineReaction, removeDeletedProjectPipelines, removeDeletedProjectSettings, removeDeletedGroupSettings],
  jobs: [dropStuckJobsJob, removeExpiredArtifactsJob, expireProjectArtifactsJob],
  onStart: scheduleStuckJobsSweep,
  // Status events are written by triggers on the status columns (Migration20261128050000).
  outboxWrittenByTriggers: true,
};
