import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { Job } from './entities/job.entity';
import { JobArtifact } from './entities/job-artifact.entity';
import { JobArtifactEntry } from './entities/job-artifact-entry.entity';
import { TestReport } from './entities/test-report.entity';
import { ArtifactActionsResolver } from './resolvers/artifact-actions.resolver';
import { ArtifactResolver } from './resolvers/artifact.resolver';
import { JobArtifactsFieldsResolver } from './resolvers/job-artifacts-fields.resolver';
import { TestReportResolver } from './resolvers/test-report.resolver';
import { expireProjectArtifactsJob, removeExpiredArtifactsJob } from './services/artifacts/artifact-expiry';
import { Pipeline } from './entities/pipeline.entity';
import { PipelineVariable } from './entities/pipeline-variable.entity';
import { Stage } from './entities/stage.entity';
import { JobFieldsResolver } from './resolvers/job-fields.resolver';
import { JobResolver } from './resolvers/job.resolver';
import { JobTokenResolver } from './resolvers/job-token.resolver';
import { PipelineActionsResolver } from './resolvers/pipeline-actions.resolver';
import { PipelineFieldsResolver } from './resolvers/pipeline-fields.resolver';
import { PipelineResolver } from './resolvers/pipeline.resolver';
import { references } from './resolvers/references';
import { removeDeletedProjectPipelines } from './services/pipelines/project-deleted.reaction';
import { pushPipelineReaction } from './services/pipelines/push-pipeline.reaction';

/** Pipelines and jobs from `.gitlab-ci.yml` (later: runners, artifacts, test reports; ARCHITECTURE §3). */
export const ciSubgraph: SubgraphDefinition = {
  name: 'ci',
  entities: [Pipeline, Stage, Job, PipelineVariable, JobArtifact, JobArtifactEntry, TestReport],
  resolvers: [PipelineResolver, PipelineFieldsResolver, PipelineActionsResolver, JobResolver, JobFieldsResolver, JobTokenResolver,
    ArtifactResolver, ArtifactActionsResolver, JobArtifactsFieldsResolver, TestReportResolver],
  references,
  migrations: migrationsIn(__dirname, [
    'Migration20261127000000',
    'Migration20261128030000',
  ]),
  reactions: [pushPipelineReaction, removeDeletedProjectPipelines],
  jobs: [removeExpiredArtifactsJob, expireProjectArtifactsJob],
};
