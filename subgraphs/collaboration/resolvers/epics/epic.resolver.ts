import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Epic } from '../../entities/epic.entity';
import { CreateEpicInput, EpicsFilter, UpdateEpicInput } from '../../schema/epic.inputs';
import { EpicPage } from '../../schema/epic.types';
import { createEpic } from '../../services/epics/epic-create.service';
import { listGroupEpics } from '../../services/epics/epic-finder';
import { findReadableEpic } from '../../services/epics/epic-lookup';
import { deleteEpic, updateEpic } from '../../services/epics/epic-update.service';

@Resolver(() => Epic)
export class EpicResolver {
  @Query(() => EpicPage, { description: "A group's epics (its subgroups' too by default) the caller may see (GET /groups/:id/epics)." })
  groupEpics(@Arg('groupRef', () => String) groupRef: string, @Arg('filter', () => EpicsFilter, { nullable: true }) filter: EpicsFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Epic>> {
    return listGroupEpics(ctx, groupRef, filter ?? {}, page);
  }

  @Query(() => Epic, { description: 'One epic by group and iid; FORBIDDEN when missing or not visible, as GitLab authorizes a nil epic.' })
  async groupEpic(@Arg('groupRef', () => String) groupRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<Epic> {
    return (await findReadableEpic(ctx, groupRef, iid)).epic;
  }

  @Mutation(() => Epic)
  createEpic(@Arg('groupRef', () => String) groupRef: string, @Arg('input', () => CreateEpicInput) input: CreateEpicInput, @Ctx() ctx: SubgraphContext): Promise<Epic> {
    return createEpic(ctx, groupRef, input);
  }

  @Mutation(() => Epic)
  updateEpic(@Arg('groupRef', () => String) groupRef: string, @Arg('iid', () => Int) iid: number, @Arg('input', () => UpdateEpicInput) input: UpdateEpicInput, @Ctx() ctx: SubgraphContext): Promise<Epic> {
    return updateEpic(ctx, groupRef, iid, input);
  }

  @Mutation(() => Boolean, { description: 'Owners and administrators only; child epics are detached, not deleted.' })
  deleteEpic(@Arg('groupRef', () => String) groupRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteEpic(ctx, groupRef, iid);
  }
}
