import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MergeRequest } from '../../entities/merge-request.entity';
import { CreateMergeRequestInput, MergeMergeRequestInput, MergeRequestsFilter, UpdateMergeRequestInput } from '../../schema/merge-request.inputs';
import { MergeRequestPage } from '../../schema/merge-request.types';
import { createMergeRequest } from '../../services/merge-requests/merge-request-create.service';
import { listGroupMergeRequests, listMergeRequests, listProjectMergeRequests } from '../../services/merge-requests/merge-request-lists.service';
import { readMergeRequest } from '../../services/merge-requests/merge-request-read.service';
import { mergeMergeRequest } from '../../services/merge-requests/merge-request-merge.service';
import { deleteMergeRequest, updateMergeRequest } from '../../services/merge-requests/merge-request-update.service';

const FILTER = { nullable: true } as const;
const REF = () => String;

@Resolver(() => MergeRequest)
export class MergeRequestResolver {
  @Query(() => MergeRequestPage, { description: "A project's merge requests the caller may see (GET /projects/:id/merge_requests)." })
  projectMergeRequests(@Arg('projectRef', REF) projectRef: string, @Arg('filter', () => MergeRequestsFilter, FILTER) filter: MergeRequestsFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<MergeRequest>> {
    return listProjectMergeRequests(ctx, projectRef, filter ?? {}, page);
  }

  @Query(() => MergeRequestPage, { description: "The merge requests of a group's projects, subgroups included." })
  groupMergeRequests(@Arg('groupRef', REF) groupRef: string, @Arg('filter', () => MergeRequestsFilter, FILTER) filter: MergeRequestsFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<MergeRequest>> {
    return listGroupMergeRequests(ctx, groupRef, filter ?? {}, page);
  }

  @Query(() => MergeRequestPage, { description: 'Merge requests across visible projects; `scope` defaults to `created_by_me`.' })
  mergeRequests(@Arg('filter', () => MergeRequestsFilter, FILTER) filter: MergeRequestsFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<MergeRequest>> {
    return listMergeRequests(ctx, filter ?? {}, page);
  }

  @Query(() => MergeRequest, { description: 'One merge request by project and iid, its mergeability rechecked; `404 Not found` when missing or not visible.' })
  projectMergeRequest(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<MergeRequest> {
    return readMergeRequest(ctx, projectRef, iid);
  }

  @Mutation(() => MergeRequest)
  createMergeRequest(@Arg('projectRef', REF) projectRef: string, @Arg('input', () => CreateMergeRequestInput) input: CreateMergeRequestInput, @Ctx() ctx: SubgraphContext): Promise<MergeRequest> {
    return createMergeRequest(ctx, projectRef, input);
  }

  @Mutation(() => MergeRequest)
  updateMergeRequest(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('input', () => UpdateMergeRequestInput) input: UpdateMergeRequestInput, @Ctx() ctx: SubgraphContext): Promise<MergeRequest> {
    return updateMergeRequest(ctx, projectRef, iid, input);
  }

  @Mutation(() => MergeRequest, { description: 'Merges the source branch into the target (PUT …/merge).' })
  mergeMergeRequest(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('input', () => MergeMergeRequestInput) input: MergeMergeRequestInput, @Ctx() ctx: SubgraphContext): Promise<MergeRequest> {
    return mergeMergeRequest(ctx, projectRef, iid, input);
  }

  @Mutation(() => Boolean, { description: 'Owners and administrators only.' })
  deleteMergeRequest(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteMergeRequest(ctx, projectRef, iid);
  }
}
