import type { UploadedFile } from '../params/request-params';
import type { Params } from '../params/parse-params';

/** An uploaded `avatar` as the GraphQL AvatarUploadInput (at most 200 KiB is kept, so inline base64 is fine). */
export function avatarInput(params: Params): { avatar?: { filename: string; contentBase64: string } } {
  const file = params.avatar as UploadedFile | null | undefined;
  return file ? { avatar: { filename: file.filename, contentBase64: file.content.toString('base64') } } : {};
}

/** Every param but the avatar, which avatarInput maps. */
export const withoutAvatar = (names: string[]) => names.filter((name) => name !== 'avatar');
