// Generated from user-avatars.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type SetCurrentUserAvatarResult = {
  setCurrentUserAvatar: {
    avatarUrl: string | null;
  };
};

export const SetCurrentUserAvatar: Operation<SetCurrentUserAvatarResult> = {
  name: 'SetCurrentUserAvatar',
  document: `mutation SetCurrentUserAvatar($avatar: AvatarUploadInput!) {
  setCurrentUserAvatar(avatar: $avatar) {
    avatarUrl
  }
}`,
};
