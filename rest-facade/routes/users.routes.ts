import { p } from '../params/param';
import { presentUserFor, presentUserPublic, presentUserWithAdmin, USER_FIELDS } from '../presenters/user.presenter';
import { defineRoutes } from './route';

// read_user grants GET on /user and /users (lib/api/users.rb `allow_access_with_scope :read_user`).
const READ_USER = ['read_user'];

export const userRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/user',
    auth: 'required',
    scopes: READ_USER,
    operation: `query CurrentUser { currentUser { ...UserFields } } ${USER_FIELDS}`,
    present: (user, ctx) => (ctx.actor.isAdmin ? presentUserWithAdmin(user) : presentUserPublic(user)),
  },
  {
    method: 'GET',
    path: '/users/:id',
    auth: 'required',
    scopes: READ_USER,
    params: { id: p.integer().required() },
    operation: `query User($id: ID!) { user(id: $id) { ...UserFields } } ${USER_FIELDS}`,
    variables: (params) => ({ id: String(params.id) }),
    present: presentUserFor,
  },
]);
