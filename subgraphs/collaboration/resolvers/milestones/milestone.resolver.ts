import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Milestone } from '../../entities/milestone.entity';
import { MilestonePage } from '../../schema/label.types';
import { CreateMilestoneInput, MilestoneFilter, UpdateMilestoneInput } from '../../schema/milestone.inputs';
import { createMilestone, deleteMilestone, findMilestone, listMilestones, updateMilestone } from '../../services/milestones/milestone.service';

const projectRef = () => Arg('projectRef', () => String, { nullable: true, description: 'The project (id or full path); or give groupRef.' });
const groupRef = () => Arg('groupRef', () => String, { nullable: true, description: 'The group (id or full path); or give projectRef.' });
const milestoneId = () => Arg('milestoneId', () => ID, { description: 'The global milestone id (not the iid).' });

/** Milestones of a project or a group (doc/api/milestones.md, group_milestones.md). */
@Resolver(() => Milestone)
export class MilestoneResolver {
  @Query(() => MilestonePage)
  milestones(@projectRef() project: string | null, @groupRef() group: string | null,
    @Arg('filter', () => MilestoneFilter, { nullable: true }) filter: MilestoneFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Milestone>> {
    return listMilestones(ctx, { projectRef: project, groupRef: group }, filter ?? {}, page);
  }

  @Query(() => Milestone)
  milestone(@projectRef() project: string | null, @groupRef() group: string | null, @milestoneId() id: string, @Ctx() ctx: SubgraphContext): Promise<Milestone> {
    return findMilestone(ctx, { projectRef: project, groupRef: group }, id);
  }

  @Mutation(() => Milestone)
  createMilestone(@projectRef() project: string | null, @groupRef() group: string | null,
    @Arg('input', () => CreateMilestoneInput) input: CreateMilestoneInput, @Ctx() ctx: SubgraphContext): Promise<Milestone> {
    return createMilestone(ctx, { projectRef: project, groupRef: group }, input);
  }

  @Mutation(() => Milestone)
  updateMilestone(@projectRef() project: string | null, @groupRef() group: string | null, @milestoneId() id: string,
    @Arg('input', () => UpdateMilestoneInput) input: UpdateMilestoneInput, @Ctx() ctx: SubgraphContext): Promise<Milestone> {
    return updateMilestone(ctx, { projectRef: project, groupRef: group }, id, input);
  }

  @Mutation(() => Boolean)
  deleteMilestone(@projectRef() project: string | null, @groupRef() group: string | null, @milestoneId() id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteMilestone(ctx, { projectRef: project, groupRef: group }, id);
  }
}
