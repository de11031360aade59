import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { Job } from './entities/job.entity';
import { Pipeline } from './entities/pipeline.entity';
import { PipelineVariable } from './entities/pipeline-variable.entity';
import { Stage } from './entities/stage.entity';
import { JobFieldsResolver } from './resolvers/job-fields.resolver';
import { JobResolver } from './resolvers/job.resolver';
import { CommitPipelineResolver, MergeRequestPipelineResolver } from './resolvers/ci-status-fields.resolver';
import { JobTokenResolver } from './resolvers/job-token.resolver';
import { JobLiveFieldsResolver, PipelineLiveFieldsResolver } from './resolvers/live-fields.resolver';
import { LiveStatusResolver } from './resolvers/live-status.resolver';
import { PipelineActionsResolver } from './resolvers/pipeline-actions.resolver';
import { PipelineFieldsResolver } from './resolvers/pipeline-fields.resolver';
import { PipelineResolver } from './resolvers/pipeline.resolver';
import { references } from './resolvers/references';
import { MergeRequestRef } from './schema/merge-request-ref.type';
import { removeDeletedProjectPipelines } from './services/pipelines/project-deleted.reaction';
import { pushPipelineReaction } from './services/pipelines/push-pipeline.reaction';

/** Pipelines and jobs from `.gitlab-ci.yml` (later: runners, artifacts, test reports; ARCHITECTURE §3). */
export const ciSubgraph: SubgraphDefinition = {
  name: 'ci',
  entities: [Pipeline, Stage, Job, PipelineVariable],
  resolvers: [PipelineResolver, PipelineFieldsResolver, PipelineActionsResolver, JobResolver, JobFieldsResolver, JobTokenResolver,
    LiveStatusResolver, PipelineLiveFieldsResolver, JobLiveFieldsResolver, CommitPipelineResolver, MergeRequestPipelineResolver],
  // Reached only through the gateway (no field of ours returns it).
  orphanedTypes: [MergeRequestRef],
  references,
  migrations: migrationsIn(__dirname, [
    'Migration20261127000000',
    'Migration20261128050000',
  ]),
  reactions: [pushPipelineReaction, removeDeletedProjectPipelines],
  // Status events are written by triggers on the status columns (Migration20261128050000).
  outboxWrittenByTriggers: true,
};
