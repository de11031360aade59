import { SetCurrentUserAvatar } from '../operations/user-avatars';
import { p } from '../params/param';
import { avatarInput } from './avatar-params';
import { defineRoutes, route } from './route';

/** doc/api/users.md#upload-an-avatar-for-yourself (lib/api/users.rb `put "avatar"`). */
export const userAvatarRoutes = defineRoutes([
  route({
    method: 'PUT',
    path: '/user/avatar',
    auth: 'required',
    params: { avatar: p.file().required() },
    operation: SetCurrentUserAvatar,
    variables: (params) => avatarInput(params),
    present: (user) => ({ avatar_url: user.avatarUrl }),
  }),
]);
