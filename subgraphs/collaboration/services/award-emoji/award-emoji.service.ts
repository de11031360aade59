import {
  NotFoundError, UnauthenticatedError, offsetPage, parseRecordId, query, Conditions, type Page, type PageArgs, type SubgraphContext,
} from '@forgegraph/platform';
import { AwardEmoji } from '../../entities/award-emoji.entity';
import { T } from '../tables';
import { findAwardable, type Awardable, type AwardableRef } from './awardables';
import { isEmojiName, normalizeEmojiName } from './emoji-names';

/** GitLab answers every refusal to award with `not_found!("Award Emoji #{reason}")`. */
const notAwarded = (reason?: string) => NotFoundError.resource(reason ? `Award Emoji ${reason}` : 'Award Emoji');

async function readableAwardable(ctx: SubgraphContext, ref: AwardableRef): Promise<Awardable> {
  const awardable = await findAwardable(ctx, ref);
  if (!awardable.canRead) throw notAwarded();
  return awardable;
}

/** GET …/award_emoji: the awardable's awards in the order they were given. */
export async function listAwardEmoji(ctx: SubgraphContext, ref: AwardableRef, page: PageArgs): Promise<Page<AwardEmoji>> {
  const awardable = await readableAwardable(ctx, ref);
  const where = new Conditions().add('a.awardable_type = ? and a.awardable_id = ?', awardable.type, awardable.id);
  return offsetPage(ctx.em, AwardEmoji, { from: `${T.awardEmoji} a`, where, orderBy: 'a.id asc', alias: 'a' }, page, { plain: true });
}

/** `awardable.award_emoji.find(award_id)`: another awardable's award is a miss too. */
async function findAward(ctx: SubgraphContext, awardable: Awardable, awardId: number): Promise<AwardEmoji> {
  const id = parseRecordId(awardId);
  const award = id ? await ctx.em.findOne(AwardEmoji, { id, awardableType: awardable.type, awardableId: awardable.id }) : null;
  if (!award) throw NotFoundError.record();
  return award;
}

export async function getAwardEmoji(ctx: SubgraphContext, ref: AwardableRef, awardId: number): Promise<AwardEmoji> {
  return findAward(ctx, await readableAwardable(ctx, ref), awardId);
}

/**
 * AwardEmojis::AddService through POST …/award_emoji: the name normalized (`+1` is `thumbsup`),
 * validated as AwardEmoji validates it, inserted once per user, and the user's pending to-dos about
 * the target marked done (TodoService#new_award_emoji), all in one transaction.
 */
export async function awardEmoji(ctx: SubgraphContext, ref: AwardableRef, requestedName: string): Promise<AwardEmoji> {
  const awardable = await findAwardable(ctx, ref);
  if (!awardable.canRead || !awardable.canAward) throw notAwarded();
  if (!awardable.isEmojiAwardable) throw notAwarded('Awardable cannot be awarded emoji');
  const name = normalizeEmojiName(requestedName);
  const invalid = nameErrors(name);
  if (invalid.length) throw notAwarded(toSentence(invalid));
  const userId = ctx.actor.userId!;
  return ctx.em.transactional(async (em) => {
    const [row] = await query(em, `insert into ${T.awardEmoji} (awardable_type, awardable_id, user_id, name) values (?, ?, ?, ?)
      on conflict do nothing returning *`, [awardable.type, awardable.id, userId, name]);
    if (!row) throw notAwarded('Name has already been taken');
    if (awardable.todoTarget) {
      await query(em, `update ${T.todos} set state = 'done', updated_at = now() where user_id = ? and target_type = ? and target_id = ? and state = 'pending'`,
        [userId, awardable.todoTarget.type, awardable.todoTarget.id]);
    }
    return em.map(AwardEmoji, row as never);
  });
}

/** AwardEmoji's name validations, in their order (presence, then Gitlab::EmojiNameValidator). */
function nameErrors(name: string): string[] {
  const errors: string[] = [];
  if (!name.trim()) errors.push("Name can't be blank");
  if (!isEmojiName(name)) errors.push('Name is not a valid emoji name');
  return errors;
}

/** Rails' Array#to_sentence. */
function toSentence(parts: string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}

/**
 * DELETE …/award_emoji/:award_id: GitLab finds the award without the read check, then lets only its
 * awarder or an administrator remove it (`401 Unauthorized` otherwise).
 */
export async function removeAwardEmoji(ctx: SubgraphContext, ref: AwardableRef, awardId: number): Promise<boolean> {
  const award = await findAward(ctx, await findAwardable(ctx, ref), awardId);
  const isAwarder = ctx.actor.userId !== null && award.userId === ctx.actor.userId;
  if (!isAwarder && !ctx.actor.isAdmin) throw UnauthenticatedError.create();
  await ctx.em.remove(award).flush();
  return true;
}
