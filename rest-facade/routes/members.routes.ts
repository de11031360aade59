import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { BILLABLE_MEMBER_FRAGMENTS, MEMBER_FRAGMENTS, presentBillableMember, presentBulkAddResult, presentMember } from '../presenters/member.presenter';
import { ACCESS_LEVELS } from './project-params';
import { defineRoutes, type Route } from './route';

const BILLABLE_SORTS = [
  'access_level_asc', 'access_level_desc', 'last_joined', 'name_asc', 'name_desc', 'oldest_joined', 'oldest_sign_in',
  'recent_sign_in', 'last_activity_on_asc', 'last_activity_on_desc',
];
const MEMBER_PAGE = 'nodes { ...MemberFields } pageInfo { page perPage total nextCursor }';
const USER_IDS = p.array(p.integer()).commaSeparated();

type SourceType = 'Project' | 'Group';

const idsOf = (values: number[] | undefined) => values?.map(String);

/** GitLab takes `user_id=1,2,3` (or `username=a,b`) as a bulk add, answered by Members::CreateService. */
const isBulk = (params: Params) => String(params.user_id ?? '').includes(',') || String(params.username ?? '').includes(',');

function listRoute(type: SourceType, base: string, inherited: boolean): Route {
  return {
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
    operation: `query Members($source: MemberSourceInput!, $filter: MemberFilter, $page: Int!, $perPage: Int!) {
      members(source: $source, filter: $filter, page: $page, perPage: $perPage) { ${MEMBER_PAGE} }
    } ${MEMBER_FRAGMENTS}`,
    variables: (params) => ({
      source: { type, ref: params.id },
      filter: { inherited, query: params.query, userIds: idsOf(params.user_ids), skipUsers: idsOf(params.skip_users), state: params.state },
    }),
    present: presentMember,
  };
}

function showRoute(type: SourceType, base: string, inherited: boolean): Route {
  return {
    method: 'GET',
    path: `${base}/:id/members${inherited ? '/all' : ''}/:user_id`,
    auth: 'required',
    params: { id: p.string().required(), user_id: p.integer().required() },
    operation: `query Member($source: MemberSourceInput!, $userId: ID!, $inherited: Boolean!) {
      member(source: $source, userId: $userId, inherited: $inherited) { ...MemberFields }
    } ${MEMBER_FRAGMENTS}`,
    variables: (params) => ({ source: { type, ref: params.id }, userId: String(params.user_id), inherited }),
    present: presentMember,
  };
}

function manageRoutes(type: SourceType, base: string): Route[] {
  return [
    {
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
      operation: `mutation AddMembers($source: MemberSourceInput!, $input: AddMembersInput!) {
        addMembers(source: $source, input: $input) { members { ...MemberFields } errors }
      } ${MEMBER_FRAGMENTS}`,
      variables: (params) => ({
        source: { type, ref: params.id },
        input: {
          userIds: params.user_id ? String(params.user_id).split(',').map((s) => s.trim()).filter(Boolean) : undefined,
          usernames: params.username ? String(params.username).split(',').map((s) => s.trim()).filter(Boolean) : undefined,
          accessLevel: params.access_level,
          expiresAt: params.expires_at ?? null,
          bulk: isBulk(params),
        },
      }),
      present: (result, ctx) => (isBulk(ctx.params) ? presentBulkAddResult(result) : presentMember(result.members[0], ctx)),
    },
    {
      method: 'PUT',
      path: `${base}/:id/members/:user_id`,
      auth: 'required',
      params: { id: p.string().required(), user_id: p.integer().required(), access_level: p.integer().values(ACCESS_LEVELS).required(), expires_at: p.date(), member_role_id: p.integer() },
      operation: `mutation UpdateMember($source: MemberSourceInput!, $userId: ID!, $input: UpdateMemberInput!) {
        updateMember(source: $source, userId: $userId, input: $input) { ...MemberFields }
      } ${MEMBER_FRAGMENTS}`,
      variables: (params) => ({
        source: { type, ref: params.id },
        userId: String(params.user_id),
        input: { accessLevel: params.access_level, ...(params.expires_at !== undefined ? { expiresAt: params.expires_at } : {}) },
      }),
      present: presentMember,
    },
    {
      method: 'DELETE',
      path: `${base}/:id/members/:user_id`,
      auth: 'required',
      params: { id: p.string().required(), user_id: p.integer().required(), skip_subresources: p.boolean().default(false), unassign_issuables: p.boolean().default(false) },
      operation: `mutation DeleteMember($source: MemberSourceInput!, $userId: ID!, $skipSubresources: Boolean!) {
        deleteMember(source: $source, userId: $userId, skipSubresources: $skipSubresources)
      }`,
      variables: (params) => ({ source: { type, ref: params.id }, userId: String(params.user_id), skipSubresources: params.skip_subresources }),
      present: () => undefined,
    },
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
  {
    method: 'GET',
    path: '/groups/:id/billable_members',
    auth: 'required',
    pagination: 'offset',
    params: { id: p.string().required(), search: p.string(), sort: p.string().values(BILLABLE_SORTS).default('name_asc') },
    operation: `query BillableMembers($ref: String!, $search: String, $sort: String, $page: Int!, $perPage: Int!) {
      billableMembers(groupRef: $ref, search: $search, sort: $sort, page: $page, perPage: $perPage) {
        nodes { ...BillableMemberFields } pageInfo { page perPage total nextCursor }
      }
    } ${BILLABLE_MEMBER_FRAGMENTS}`,
    variables: (params) => ({ ref: params.id, search: params.search ?? null, sort: params.sort }),
    present: presentBillableMember,
  },
]);
