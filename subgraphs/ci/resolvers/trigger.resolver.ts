import { PageArgs, Paginated, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Pipeline } from '../entities/pipeline.entity';
import { Trigger } from '../entities/trigger.entity';
import { userRef, UserRef } from '../schema/refs.types';
import { TriggerPipelineInput } from '../schema/trigger.inputs';
import { createTrigger, deleteTrigger, getTrigger, listTriggers, updateTrigger } from '../services/triggers/trigger.service';
import { triggerPipeline } from '../services/triggers/trigger-pipeline.service';
import { shortTriggerToken } from '../services/triggers/trigger-tokens';

const TriggerPage = Paginated(Trigger, 'PipelineTriggerPage');

/** doc/api/pipeline_triggers.md. */
@Resolver(() => Trigger)
export class TriggerResolver {
  @Query(() => TriggerPage)
  pipelineTriggers(@Arg('projectRef', () => String) projectRef: string, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Trigger>> {
    return listTriggers(ctx, projectRef, page);
  }

  @Query(() => Trigger)
  pipelineTrigger(@Arg('projectRef', () => String) projectRef: string, @Arg('triggerId', () => Int) triggerId: number, @Ctx() ctx: SubgraphContext): Promise<Trigger> {
    return getTrigger(ctx, projectRef, triggerId);
  }

  @Mutation(() => Trigger)
  createPipelineTrigger(@Arg('projectRef', () => String) projectRef: string, @Arg('description', () => String) description: string, @Ctx() ctx: SubgraphContext): Promise<Trigger> {
    return createTrigger(ctx, projectRef, description);
  }

  @Mutation(() => Trigger)
  updatePipelineTrigger(@Arg('projectRef', () => String) projectRef: string, @Arg('triggerId', () => Int) triggerId: number,
    @Arg('description', () => String, { nullable: true }) description: string | null, @Ctx() ctx: SubgraphContext): Promise<Trigger> {
    return updateTrigger(ctx, projectRef, triggerId, description);
  }

  @Mutation(() => Boolean)
  deletePipelineTrigger(@Arg('projectRef', () => String) projectRef: string, @Arg('triggerId', () => Int) triggerId: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteTrigger(ctx, projectRef, triggerId);
  }

  @Mutation(() => Pipeline, { description: 'POST /projects/:id/trigger/pipeline with a trigger token or a CI job token.' })
  triggerPipeline(@Arg('input', () => TriggerPipelineInput) input: TriggerPipelineInput, @Ctx() ctx: SubgraphContext): Promise<Pipeline> {
    return triggerPipeline(ctx, input);
  }

  @FieldResolver(() => String, { description: 'The whole token for its owner, else its first 4 characters (TriggerPresenter).' })
  token(@Root() trigger: Trigger, @Ctx() ctx: SubgraphContext): string {
    return trigger.ownerId !== null && trigger.ownerId === ctx.actor.userId ? trigger.token : shortTriggerToken(trigger.token);
  }

  @FieldResolver(() => UserRef, { nullable: true })
  owner(@Root() trigger: Trigger): UserRef | null {
    return trigger.ownerId === null ? null : userRef(trigger.ownerId);
  }
}
