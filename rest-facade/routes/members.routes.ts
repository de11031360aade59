import { AddMembers, BillableMembers, DeleteMember, Member, Members, UpdateMember } from '../operations/members';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { presentBillableMember, presentBulkAddResult, presentMember } from '../presenters/member.presenter';
import { ACCESS_LEVELS, AS_REF } from './project-params';
import { defineRoutes, route, type Route } from './route';

const BILLABLE_SORTS = [
  'access_level_asc', 'access_level_desc', 'last_joined', 'name_asc', 'name_desc', 'oldest_joined', 'oldest_sign_in',
  'recent_sign_in', 'last_activity_on_asc', 'last_activity_on_desc',
];
const USER_IDS = p.array(p.integer()).commaSeparated();

type SourceType = 'Project' | 'Group';

/** MemberSourceInput: the project or group the path names. */
const sourceOf = (type: SourceType, params: Params) => ({ type, ...toVariables(params, AS_REF) });

/** GitLab takes `user_id=1,2,3` (or `username=a,b`) as a bulk add, answered by Members::CreateService. */
const isBulk = (params: Params) => String(params.user_id ?? '').includes(',') || String(params.username ?? '').includes(',');
const listOf = (value: unknown) => (value ? String(value).split(',').map((s) => s.trim()).filter(Boolean) : undefined);

function listRoute(type: SourceType, base: string, inherited: boolean): Route {
  return route({
    method: 'GET',
    path: `${base}/:id/members${inherited ? '/all' : ''}`,
    auth: 'required',
    pagination: 'offset',
    params: {
      id: p.string().required(),
      query: p.string(),
      user_ids: USER_IDS,
      ...(inherited ? { state: p.string().values(['awaiting', 'active']) } : { skip_users: USER_IDS }),
      show_seat_info: p.boolean(),
    },
    operation: Members,
    variables: (params) => ({
      source: sourceOf(type, params),
      filter: { inherited, ...toVariables(params, { pick: ['query', 'user_ids', 'skip_users', 'state'] }) },
    }),
    present: presentMember,
  });
}

function showRoute(type: SourceType, base: string, inherited: boolean): Route {
  return route({
    method: 'GET',
    path: `${base}/:id/members${inherited ? '/all' : ''}/:user_id`,
    auth: 'required',
    params: { id: p.string().required(), user_id: p.integer().required() },
    operation: Member,
    variables: (params) => ({ source: sourceOf(type, params), ...toVariables(params, { pick: ['user_id'] }), inherited }),
    present: presentMember,
  });
}

function manageRoutes(type: SourceType, base: string): Route[] {
  return [
    route({
      method: 'POST',
      path: `${base}/:id/members`,
      auth: 'required',
      params: {
        id: p.string().required(),
        access_level: p.integer().values(ACCESS_LEVELS).required(),
        user_id: p.string(),
        username: p.string(),
        expires_at: p.date(),
        invite_source: p.string(),
        member_role_id: p.integer(),
      },
      rules: { mutuallyExclusive: [['user_id', 'username']], atLeastOneOf: [['user_id', 'username']] },
      operation: AddMembers,
      variables: (params) => ({
        source: sourceOf(type, params),
        input: toVariables(
          { ...params, user_ids: listOf(params.user_id), usernames: listOf(params.username), bulk: isBulk(params) },
          { pick: ['user_ids', 'usernames', 'access_level', 'expires_at', 'bulk'] },
        ),
      }),
      present: (result, ctx) => (isBulk(ctx.params) ? presentBulkAddResult(result) : presentMember(result.members[0], ctx)),
    }),
    route({
      method: 'PUT',
      path: `${base}/:id/members/:user_id`,
      auth: 'required',
      params: { id: p.string().required(), user_id: p.integer().required(), access_level: p.integer().values(ACCESS_LEVELS).required(), expires_at: p.date(), member_role_id: p.integer() },
      operation: UpdateMember,
      variables: (params) => ({
        source: sourceOf(type, params),
        ...toVariables(params, { pick: ['user_id'] }),
        input: toVariables(params, { pick: ['access_level', 'expires_at'] }),
      }),
      present: presentMember,
    }),
    route({
      method: 'DELETE',
      path: `${base}/:id/members/:user_id`,
      auth: 'required',
      params: { id: p.string().required(), user_id: p.integer().required(), skip_subresources: p.boolean().default(false), unassign_issuables: p.boolean().default(false) },
      operation: DeleteMember,
      variables: (params) => ({ source: sourceOf(type, params), ...toVariables(params, { pick: ['user_id', 'skip_subresources'] }) }),
      present: () => undefined,
    }),
  ];
}

// `/members/all` is declared before `/members/:user_id`, which would otherwise take `all` as a user id.
const sourceRoutes = (type: SourceType, base: string): Route[] => [
  listRoute(type, base, true),
  showRoute(type, base, true),
  listRoute(type, base, false),
  showRoute(type, base, false),
  ...manageRoutes(type, base),
];

/** doc/api/members.md: the same routes for projects and groups, plus billable members. */
export const memberRoutes = defineRoutes([
  ...sourceRoutes('Group', '/groups'),
  ...sourceRoutes('Project', '/projects'),
  route({
    method: 'GET',
    path: '/groups/:id/billable_members',
    auth: 'required',
    pagination: 'offset',
    params: { id: p.string().required(), search: p.string(), sort: p.string().values(BILLABLE_SORTS).default('name_asc') },
    operation: BillableMembers,
    variables: (params) => toVariables(params, { pick: ['id', 'search', 'sort'], rename: { id: 'ref' } }),
    present: presentBillableMember,
  }),
]);
