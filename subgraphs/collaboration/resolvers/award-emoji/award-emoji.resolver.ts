import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AwardEmoji } from '../../entities/award-emoji.entity';
import { AwardableInput, AwardEmojiPage } from '../../schema/award-emoji.types';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { awardEmoji, getAwardEmoji, listAwardEmoji, removeAwardEmoji } from '../../services/award-emoji/award-emoji.service';
import type { AwardableRef } from '../../services/award-emoji/awardables';

const refOf = (input: AwardableInput): AwardableRef => ({ ...input, noteId: input.noteId ? Number(input.noteId) : null });

/** doc/api/emoji_reactions.md: award emoji on issues and their notes (merge requests later). */
@Resolver(() => AwardEmoji)
export class AwardEmojiResolver {
  @Query(() => AwardEmojiPage, { description: "An awardable's award emoji, oldest first." })
  awardEmoji(@Arg('awardable', () => AwardableInput) awardable: AwardableInput, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<AwardEmoji>> {
    return listAwardEmoji(ctx, refOf(awardable), page);
  }

  @Query(() => AwardEmoji)
  awardEmojiById(@Arg('awardable', () => AwardableInput) awardable: AwardableInput, @Arg('awardId', () => ID) awardId: string, @Ctx() ctx: SubgraphContext): Promise<AwardEmoji> {
    return getAwardEmoji(ctx, refOf(awardable), Number(awardId));
  }

  @Mutation(() => AwardEmoji, { description: 'The name without colons; `+1` and `-1` are stored as `thumbsup` and `thumbsdown`.' })
  createAwardEmoji(@Arg('awardable', () => AwardableInput) awardable: AwardableInput, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<AwardEmoji> {
    return awardEmoji(ctx, refOf(awardable), name);
  }

  @Mutation(() => Boolean, { description: 'The awarder or an administrator only.' })
  deleteAwardEmoji(@Arg('awardable', () => AwardableInput) awardable: AwardableInput, @Arg('awardId', () => ID) awardId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return removeAwardEmoji(ctx, refOf(awardable), Number(awardId));
  }

  @FieldResolver(() => UserRef)
  user(@Root() award: AwardEmoji): UserRef {
    return userRef(award.userId);
  }
}
