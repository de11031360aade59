import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Pipeline } from '../entities/pipeline.entity';
import { PipelineVariable } from '../entities/pipeline-variable.entity';
import { CreatePipelineInput, PipelinesFilter } from '../schema/pipeline.inputs';
import { PipelinePage } from '../schema/pipeline.types';
import { createApiPipeline } from '../services/pipelines/pipeline-create.service';
import { deletePipeline } from '../services/pipelines/pipeline-delete.service';
import { listProjectPipelines } from '../services/pipelines/pipeline-finder';
import { pipelineVariables } from '../services/pipelines/pipeline-variables';
import { findLatestPipeline, findReadablePipeline } from '../services/pipelines/pipeline-lookup';

@Resolver(() => Pipeline)
export class PipelineResolver {
  @Query(() => PipelinePage, { description: "A project's pipelines, child pipelines left out (GET /projects/:id/pipelines)." })
  projectPipelines(@Arg('projectRef', () => String) projectRef: string, @Arg('filter', () => PipelinesFilter, { nullable: true }) filter: PipelinesFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Pipeline>> {
    return listProjectPipelines(ctx, projectRef, filter ?? {}, page);
  }

  @Query(() => Pipeline, { description: 'A pipeline of the project, children included; `404 Not found` otherwise.' })
  projectPipeline(@Arg('projectRef', () => String) projectRef: string, @Arg('pipelineId', () => Int) pipelineId: number, @Ctx() ctx: SubgraphContext): Promise<Pipeline> {
    return findReadablePipeline(ctx, projectRef, pipelineId);
  }

  @Query(() => Pipeline, { description: "The newest pipeline of a ref's head (default: the default branch); 403 when there is none." })
  projectLatestPipeline(@Arg('projectRef', () => String) projectRef: string, @Arg('ref', () => String, { nullable: true }) ref: string | null, @Ctx() ctx: SubgraphContext): Promise<Pipeline> {
    return findLatestPipeline(ctx, projectRef, ref);
  }

  @Query(() => [PipelineVariable], { description: 'The variables a pipeline was created with (Developers and above).' })
  projectPipelineVariables(@Arg('projectRef', () => String) projectRef: string, @Arg('pipelineId', () => Int) pipelineId: number, @Ctx() ctx: SubgraphContext): Promise<PipelineVariable[]> {
    return pipelineVariables(ctx, projectRef, pipelineId);
  }

  @Mutation(() => Pipeline, { description: 'Runs a pipeline for a branch or tag (POST /projects/:id/pipeline).' })
  createPipeline(@Arg('input', () => CreatePipelineInput) input: CreatePipelineInput, @Ctx() ctx: SubgraphContext): Promise<Pipeline> {
    return createApiPipeline(ctx, input.projectRef, input.ref, input.variables);
  }

  @Mutation(() => Boolean, { description: 'Deletes a pipeline with its jobs (Owners).' })
  deletePipeline(@Arg('projectRef', () => String) projectRef: string, @Arg('pipelineId', () => Int) pipelineId: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deletePipeline(ctx, projectRef, pipelineId);
  }
}
