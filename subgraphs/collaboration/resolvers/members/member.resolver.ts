import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Member } from '../../entities/member.entity';
import { BillableMember } from '../../schema/billable-member.type';
import { AddMembersInput, MemberFilter, MemberSourceInput, UpdateMemberInput } from '../../schema/member.inputs';
import { AddMembersResult } from '../../schema/member.types';
import { BillableMemberPage, MemberPage } from '../../schema/pages';
import { findBillableMembers } from '../../services/members/billable-members';
import { findMember, findMembers } from '../../services/members/member-finder';
import { memberSource } from '../../services/members/member-source';
import { addMembers, deleteMember, updateMember } from '../../services/members/member.service';

@Resolver(() => Member)
export class MemberResolver {
  @Query(() => MemberPage, { description: 'Members of a project or group; with inherited: true also those of the groups above.' })
  async members(
    @Arg('source', () => MemberSourceInput) source: MemberSourceInput,
    @Arg('filter', () => MemberFilter, { nullable: true }) filter: MemberFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<Member>> {
    return findMembers(ctx, await memberSource(ctx, source), filter ?? {}, page);
  }

  @Query(() => Member, { description: "One user's membership; a miss is GitLab's `404 Not found`." })
  async member(
    @Arg('source', () => MemberSourceInput) source: MemberSourceInput,
    @Arg('userId', () => ID) userId: string,
    @Arg('inherited', () => Boolean, { defaultValue: false }) inherited: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Member> {
    return findMember(ctx, await memberSource(ctx, source), Number(userId), inherited);
  }

  @Query(() => BillableMemberPage)
  billableMembers(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('sort', () => String, { nullable: true }) sort: string | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<BillableMember>> {
    return findBillableMembers(ctx, groupRef, { search, sort }, page);
  }

  @Mutation(() => AddMembersResult)
  addMembers(@Arg('source', () => MemberSourceInput) source: MemberSourceInput, @Arg('input', () => AddMembersInput) input: AddMembersInput, @Ctx() ctx: SubgraphContext): Promise<AddMembersResult> {
    return addMembers(ctx, source, input);
  }

  @Mutation(() => Member)
  updateMember(
    @Arg('source', () => MemberSourceInput) source: MemberSourceInput,
    @Arg('userId', () => ID) userId: string,
    @Arg('input', () => UpdateMemberInput) input: UpdateMemberInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Member> {
    return updateMember(ctx, source, Number(userId), input);
  }

  @Mutation(() => Boolean)
  deleteMember(
    @Arg('source', () => MemberSourceInput) source: MemberSourceInput,
    @Arg('userId', () => ID) userId: string,
    @Arg('skipSubresources', () => Boolean, { defaultValue: false }) skipSubresources: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    return deleteMember(ctx, source, Number(userId), skipSubresources);
  }
}
