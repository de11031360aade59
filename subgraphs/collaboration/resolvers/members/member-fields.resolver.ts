import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Member } from '../../entities/member.entity';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { directoryLoader } from '../../services/domains/identity.client';
import { memberSourceName } from '../../services/members/user-memberships';

@Resolver(() => Member)
export class MemberFieldsResolver {
  @FieldResolver(() => UserRef)
  user(@Root() member: Member): UserRef {
    return userRef(member.userId);
  }

  @FieldResolver(() => UserRef, { nullable: true, description: 'Null when unknown or since deleted (GitLab nullifies it).' })
  async createdBy(@Root() member: Member, @Ctx() ctx: SubgraphContext): Promise<UserRef | null> {
    if (member.createdById === null) return null;
    return (await directoryLoader(ctx).load(member.createdById)) ? userRef(member.createdById) : null;
  }

  @FieldResolver(() => String, { description: "The project's or group's name." })
  sourceName(@Root() member: Member, @Ctx() ctx: SubgraphContext): Promise<string> {
    return memberSourceName(ctx, member);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the member takes a seat (every current member does until seat rules exist).' })
  isUsingSeat(@Root() member: Member): boolean {
    return member.state === 'active';
  }
}
