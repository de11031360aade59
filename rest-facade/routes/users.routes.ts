import { CreateUser, CurrentUser, DeleteUser, UpdateUser, User, Users } from '../operations/users';
import { p, type ParamSchema } from '../params/param';
import { toVariables } from '../params/to-variables';
import {
  presentUser, presentUserBasic, presentUserDetailsWithAdmin, presentUserPublic, presentUserWithAdmin,
} from '../presenters/user.presenter';
import { avatarInput, withoutAvatar } from './avatar-params';
import { defineRoutes, route } from './route';
import { READ_USER, USER_ATTRIBUTE_PARAMS, USER_ID_PARAM } from './user-params';

const WITH_CUSTOM_ATTRIBUTES = { with_custom_attributes: p.boolean().default(false) };

/** `GET /users` filters (lib/api/users.rb), in GitLab's declaration order. */
const LIST_PARAMS: ParamSchema = {
  username: p.string(),
  extern_uid: p.string(),
  provider: p.string(),
  search: p.string(),
  active: p.boolean(),
  humans: p.boolean(),
  external: p.boolean(),
  blocked: p.boolean(),
  created_after: p.datetime(),
  created_before: p.datetime(),
  without_projects: p.boolean(),
  without_project_bots: p.boolean(),
  admins: p.boolean(),
  two_factor: p.string(),
  exclude_active: p.boolean(),
  exclude_external: p.boolean(),
  exclude_humans: p.boolean(),
  exclude_internal: p.boolean(),
  order_by: p.string().values(['id', 'name', 'username', 'created_at', 'updated_at']),
  sort: p.string().values(['asc', 'desc']),
  ...WITH_CUSTOM_ATTRIBUTES,
  custom_attributes: p.hash(),
};
/** UsersFilterInput: every filter, `custom_attributes[key]=value` as key/value matches. */
const USERS_FILTER = { pick: Object.keys(LIST_PARAMS).filter((name) => name !== 'with_custom_attributes'), entries: ['custom_attributes'] };

const CREATE_PARAMS: ParamSchema = {
  email: p.string().required(),
  password: p.string(),
  reset_password: p.boolean(),
  skip_confirmation: p.boolean(),
  name: p.string().required(),
  username: p.string().required(),
  force_random_password: p.boolean(),
  ...USER_ATTRIBUTE_PARAMS,
  avatar: p.file(),
};

const UPDATE_PARAMS: ParamSchema = {
  ...USER_ID_PARAM,
  email: p.string(),
  password: p.string(),
  skip_reconfirmation: p.boolean(),
  name: p.string(),
  username: p.string(),
  ...USER_ATTRIBUTE_PARAMS,
  avatar: p.file(),
};

const IDENTITY_PAIR = [['extern_uid', 'provider']];

/** doc/api/users.md: listing, reading and administering accounts. */
export const userRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/user',
    auth: 'required',
    scopes: READ_USER,
    operation: CurrentUser,
    present: (user, ctx) => (ctx.actor.isAdmin ? presentUserWithAdmin(user) : presentUserPublic(user)),
  }),
  route({
    method: 'GET',
    path: '/users',
    scopes: READ_USER,
    params: LIST_PARAMS,
    rules: { allOrNoneOf: IDENTITY_PAIR },
    pagination: 'keyset',
    operation: Users,
    variables: (params) => ({ filter: toVariables(params, USERS_FILTER), ...toVariables(params, { pick: ['with_custom_attributes'] }) }),
    // Administrators get Entities::UserWithAdmin, everyone else Entities::UserBasic.
    present: (user, ctx) => (ctx.actor.isAdmin ? presentUserWithAdmin(user) : presentUserBasic(user)),
  }),
  route({
    method: 'GET',
    path: '/users/:id',
    scopes: READ_USER,
    params: { ...USER_ID_PARAM, ...WITH_CUSTOM_ATTRIBUTES },
    operation: User,
    variables: (params) => toVariables(params, { pick: ['id', 'with_custom_attributes'] }),
    present: (user, ctx) => (ctx.actor.isAdmin ? presentUserDetailsWithAdmin(user) : presentUser(user)),
  }),
  route({
    method: 'POST',
    path: '/users',
    auth: 'required',
    params: CREATE_PARAMS,
    rules: { atLeastOneOf: [['password', 'reset_password', 'force_random_password']], allOrNoneOf: IDENTITY_PAIR },
    operation: CreateUser,
    variables: (params) => ({ input: { ...toVariables(params, { pick: withoutAvatar(Object.keys(CREATE_PARAMS)) }), ...avatarInput(params) } }),
    present: presentUserWithAdmin,
  }),
  route({
    method: 'PUT',
    path: '/users/:id',
    auth: 'required',
    params: UPDATE_PARAMS,
    rules: { allOrNoneOf: IDENTITY_PAIR },
    operation: UpdateUser,
    variables: ({ id, ...params }) => ({ id, input: { ...toVariables(params, { pick: withoutAvatar(Object.keys(UPDATE_PARAMS)) }), ...avatarInput(params) } }),
    present: presentUserWithAdmin,
  }),
  route({
    method: 'DELETE',
    path: '/users/:id',
    auth: 'required',
    params: { ...USER_ID_PARAM, hard_delete: p.boolean() },
    operation: DeleteUser,
    variables: (params) => toVariables(params, { pick: ['id', 'hard_delete'] }),
  }),
]);
