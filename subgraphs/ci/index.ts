import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { CiVariable } from './entities/ci-variable.entity';
import { Job } from './entities/job.entity';
import { JobTokenGroupLink } from './entities/job-token-group-link.entity';
import { JobTokenProjectLink } from './entities/job-token-project-link.entity';
import { JobTokenScope } from './entities/job-token-scope.entity';
import { Pipeline } from './entities/pipeline.entity';
import { PipelineVariable } from './entities/pipeline-variable.entity';
import { Stage } from './entities/stage.entity';
import { Trigger } from './entities/trigger.entity';
import { CiLintResolver } from './resolvers/ci-lint.resolver';
import { CommitStatusResolver } from './resolvers/commit-status.resolver';
import { CiVariableResolver } from './resolvers/ci-variable.resolver';
import { JobFieldsResolver } from './resolvers/job-fields.resolver';
import { JobTokenScopeResolver } from './resolvers/job-token-scope.resolver';
import { JobResolver } from './resolvers/job.resolver';
import { JobTokenResolver } from './resolvers/job-token.resolver';
import { PipelineActionsResolver } from './resolvers/pipeline-actions.resolver';
import { PipelineFieldsResolver } from './resolvers/pipeline-fields.resolver';
import { PipelineResolver } from './resolvers/pipeline.resolver';
import { TriggerResolver } from './resolvers/trigger.resolver';
import { references } from './resolvers/references';
import { removeDeletedProjectPipelines } from './services/pipelines/project-deleted.reaction';
import { removeDeletedProjectSettings } from './services/pipelines/project-settings-deleted.reaction';
import { pushPipelineReaction } from './services/pipelines/push-pipeline.reaction';

/** Pipelines and jobs from `.gitlab-ci.yml` (later: runners, artifacts, test reports; ARCHITECTURE §3). */
export const ciSubgraph: SubgraphDefinition = {
  name: 'ci',
  entities: [Pipeline, Stage, Job, PipelineVariable, CiVariable, JobTokenScope, JobTokenProjectLink, JobTokenGroupLink, Trigger],
  resolvers: [PipelineResolver, PipelineFieldsResolver, PipelineActionsResolver, JobResolver, JobFieldsResolver, JobTokenResolver, CiVariableResolver, JobTokenScopeResolver, TriggerResolver, CiLintResolver, CommitStatusResolver],
  references,
  migrations: migrationsIn(__dirname, [
    'Migration20261127000000',
    'Migration20261128040000',
  ]),
  reactions: [pushPipelineReaction, removeDeletedProjectPipelines, removeDeletedProjectSettings],
};
