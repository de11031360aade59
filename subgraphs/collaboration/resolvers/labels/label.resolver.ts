import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Label } from '../../entities/label.entity';
import { CreateLabelInput, LabelFilter, LabelSubscriptionChange, UpdateLabelInput } from '../../schema/label.inputs';
import { LabelPage } from '../../schema/label.types';
import { createLabel, deleteLabel, findLabel, listLabels, updateLabel } from '../../services/labels/label.service';
import { subscribeToLabel, unsubscribeFromLabel } from '../../services/labels/label-subscription.service';

const projectRef = () => Arg('projectRef', () => String, { nullable: true, description: 'The project (id or full path); or give groupRef.' });
const groupRef = () => Arg('groupRef', () => String, { nullable: true, description: 'The group (id or full path); or give projectRef.' });
const labelRef = () => Arg('labelRef', () => String, { description: 'The label id or title.' });

/** Labels of a project (its own and its groups') or of a group (doc/api/labels.md, group_labels.md). */
@Resolver(() => Label)
export class LabelResolver {
  @Query(() => LabelPage, { description: 'Labels in title order.' })
  labels(@projectRef() project: string | null, @groupRef() group: string | null,
    @Arg('filter', () => LabelFilter, { nullable: true }) filter: LabelFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Label>> {
    return listLabels(ctx, { projectRef: project, groupRef: group }, filter ?? {}, page);
  }

  @Query(() => Label)
  label(@projectRef() project: string | null, @groupRef() group: string | null, @labelRef() ref: string,
    @Arg('filter', () => LabelFilter, { nullable: true }) filter: LabelFilter | null, @Ctx() ctx: SubgraphContext): Promise<Label> {
    return findLabel(ctx, { projectRef: project, groupRef: group }, ref, filter ?? {});
  }

  @Mutation(() => Label)
  createLabel(@projectRef() project: string | null, @groupRef() group: string | null,
    @Arg('input', () => CreateLabelInput) input: CreateLabelInput, @Ctx() ctx: SubgraphContext): Promise<Label> {
    return createLabel(ctx, { projectRef: project, groupRef: group }, input);
  }

  @Mutation(() => Label)
  updateLabel(@projectRef() project: string | null, @groupRef() group: string | null, @labelRef() ref: string,
    @Arg('input', () => UpdateLabelInput) input: UpdateLabelInput, @Ctx() ctx: SubgraphContext): Promise<Label> {
    return updateLabel(ctx, { projectRef: project, groupRef: group }, ref, input);
  }

  @Mutation(() => Boolean)
  deleteLabel(@projectRef() project: string | null, @groupRef() group: string | null, @labelRef() ref: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteLabel(ctx, { projectRef: project, groupRef: group }, ref);
  }

  @Mutation(() => LabelSubscriptionChange)
  subscribeToLabel(@projectRef() project: string | null, @groupRef() group: string | null, @labelRef() ref: string, @Ctx() ctx: SubgraphContext): Promise<LabelSubscriptionChange> {
    return subscribeToLabel(ctx, { projectRef: project, groupRef: group }, ref);
  }

  @Mutation(() => LabelSubscriptionChange)
  unsubscribeFromLabel(@projectRef() project: string | null, @groupRef() group: string | null, @labelRef() ref: string, @Ctx() ctx: SubgraphContext): Promise<LabelSubscriptionChange> {
    return unsubscribeFromLabel(ctx, { projectRef: project, groupRef: group }, ref);
  }
}
