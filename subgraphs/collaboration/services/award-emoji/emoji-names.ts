import { EMOJI_NAMES_DATA } from './emoji-names.data';

/**
 * The emoji names GitLab accepts (TanukiEmoji's alpha codes, without colons): the gemoji names and
 * aliases, shipped as data (emoji-names.data.ts). Custom emoji (a group's own) are not recorded yet.
 */
const EMOJI_NAMES: ReadonlySet<string> = new Set(EMOJI_NAMES_DATA.split(/\s+/).filter(Boolean));

const ALIASES: Record<string, string> = { '+1': 'thumbsup', '-1': 'thumbsdown' };

export const UPVOTE = 'thumbsup';
export const DOWNVOTE = 'thumbsdown';

/**
 * Gitlab::Emoji.normalize_emoji_name: TanukiEmoji finds an alpha code with or without its colons,
 * and the vote aliases become the names votes are counted by; anything else stays as given.
 */
export function normalizeEmojiName(name: string): string {
  const bare = /^:[^:]+:$/.test(name) ? name.slice(1, -1) : name;
  return ALIASES[bare] ?? (isEmojiName(bare) ? bare : name);
}

export function isEmojiName(name: string): boolean {
  return EMOJI_NAMES.has(name);
}
