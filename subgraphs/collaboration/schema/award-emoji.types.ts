import { Paginated } from '@forgegraph/platform';
import { Field, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { AwardEmoji } from '../entities/award-emoji.entity';
import type { AwardableKind } from '../services/award-emoji/awardables';

/** The awardables routes name; a merge request kind joins with the merge requests. */
export const AwardableKindEnum: Record<AwardableKind, AwardableKind> = {
  ISSUE: 'ISSUE', ISSUE_NOTE: 'ISSUE_NOTE', MERGE_REQUEST: 'MERGE_REQUEST', MERGE_REQUEST_NOTE: 'MERGE_REQUEST_NOTE',
};
registerEnumType(AwardableKindEnum, { name: 'AwardableKind' });

/** The awardable a route names: an issue by iid, or a note of it. */
@InputType()
export class AwardableInput {
  @Field(() => AwardableKindEnum) kind!: AwardableKind;
  @Field(() => String, { description: 'Id or full path.' }) projectRef!: string;
  @Field(() => Int) iid!: number;
  /** Required for note kinds. */
  @Field(() => ID, { nullable: true }) noteId?: string | null;
}

export const AwardEmojiPage = Paginated(AwardEmoji);
