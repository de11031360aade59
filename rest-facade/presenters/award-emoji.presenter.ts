import type { AwardEmojiFields } from '../operations/fragments/award-emoji';
import { presentUserBasic } from './user.presenter';

/**
 * Entities::AwardEmoji. `url` is a custom emoji's image (AwardEmoji#url), null for the standard
 * emoji, the only ones recorded so far.
 */
export function presentAwardEmoji(award: AwardEmojiFields) {
  return {
    id: Number(award.id),
    name: award.name,
    user: presentUserBasic(award.user),
    created_at: award.createdAt,
    updated_at: award.updatedAt,
    awardable_id: Number(award.awardableId),
    awardable_type: award.awardableType,
    url: null,
  };
}
