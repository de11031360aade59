import { CreateEpic, DeleteEpic, GroupEpic, GroupEpics, UpdateEpic } from '../operations/epics';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { presentEpic } from '../presenters/epic.presenter';
import { withDashAlias } from './epic-paths';
import { defineRoutes, route } from './route';

const GROUP_ID = { id: p.string().required() };
const EPIC = { ...GROUP_ID, epic_iid: p.integer().required() };

/** ee/lib/api/epics.rb list params (EpicsFinder's filters). */
const FILTER_PARAMS: ParamSchema = {
  order_by: p.string().values(['created_at', 'updated_at', 'title']).default('created_at'),
  sort: p.string().values(['asc', 'desc']).default('desc'),
  search: p.string(),
  state: p.string().values(['opened', 'closed', 'all']).default('all'),
  author_id: p.integer(),
  author_username: p.string(),
  labels: p.array(p.string()).commaSeparated(),
  with_labels_details: p.boolean().default(false),
  created_after: p.datetime(),
  created_before: p.datetime(),
  updated_after: p.datetime(),
  updated_before: p.datetime(),
  include_ancestor_groups: p.boolean().default(false),
  include_descendant_groups: p.boolean().default(true),
  my_reaction_emoji: p.string(),
  confidential: p.boolean(),
  not: p.hash({ labels: p.array(p.string()).commaSeparated(), author_id: p.integer(), author_username: p.string() }),
};
const FILTER_VARIABLES = { pick: [...Object.keys(FILTER_PARAMS).filter((name) => name !== 'with_labels_details')], skipNull: true };

/**
 * Fields POST and PUT share. `start_date`/`end_date` are GitLab's legacy names (`as: :start_date_fixed`,
 * `as: :due_date_fixed`); the fixed names are accepted as given too, as Grape's renaming allows.
 */
const FIELD_PARAMS: ParamSchema = {
  description: p.string(),
  color: p.string(),
  confidential: p.boolean(),
  start_date: p.string(),
  start_date_fixed: p.string(),
  start_date_is_fixed: p.boolean(),
  end_date: p.string(),
  due_date_fixed: p.string(),
  due_date_is_fixed: p.boolean(),
  labels: p.array(p.string()).commaSeparated(),
  parent_id: p.integer(),
};
const DATE_ALIASES = { start_date: 'start_date_fixed', end_date: 'due_date_fixed' };
const UPDATE_FIELDS = ['add_labels', 'color', 'confidential', 'description', 'due_date_fixed', 'due_date_is_fixed', 'labels', 'parent_id', 'remove_labels',
  'start_date_fixed', 'start_date_is_fixed', 'state_event', 'title'];

const fieldsInput = (params: Params, names: string[]) => toVariables({
  ...params, start_date_fixed: params.start_date_fixed ?? params.start_date, due_date_fixed: params.due_date_fixed ?? params.end_date,
}, { pick: names });

const inGroup = (params: Params) => ({ ref: params.id, relativeToGroup: params.id });

/** doc/api/epics.md: every route needs a signed-in caller (ee/lib/api/epics.rb `authenticate!`). */
export const epicRoutes = defineRoutes(withDashAlias([
  route({
    method: 'GET',
    path: '/groups/:id/epics',
    auth: 'required',
    pagination: 'offset',
    params: { ...GROUP_ID, ...FILTER_PARAMS },
    rules: { mutuallyExclusive: [['author_id', 'author_username']] },
    operation: GroupEpics,
    variables: (params) => ({ ...inGroup(params), filter: toVariables(params, FILTER_VARIABLES) }),
    present: (epic, ctx) => presentEpic(epic, ctx),
  }),
  route({
    method: 'GET',
    path: '/groups/:id/epics/:epic_iid',
    auth: 'required',
    params: EPIC,
    operation: GroupEpic,
    variables: (params) => ({ ...inGroup(params), iid: params.epic_iid }),
    present: (epic, ctx) => presentEpic(epic, { ...ctx, includeSubscribed: true }),
  }),
  route({
    method: 'POST',
    path: '/groups/:id/epics',
    auth: 'required',
    params: { ...GROUP_ID, title: p.string().required(), ...FIELD_PARAMS, created_at: p.datetime() },
    operation: CreateEpic,
    variables: (params) => ({ ...inGroup(params), input: fieldsInput(params, ['title', ...Object.keys(FIELD_PARAMS).filter((name) => !(name in DATE_ALIASES)), 'created_at']) }),
    present: (epic, ctx) => presentEpic(epic, ctx),
  }),
  route({
    method: 'PUT',
    path: '/groups/:id/epics/:epic_iid',
    auth: 'required',
    params: {
      ...EPIC, title: p.string(), ...FIELD_PARAMS, add_labels: p.array(p.string()).commaSeparated(), remove_labels: p.array(p.string()).commaSeparated(),
      state_event: p.string().values(['reopen', 'close']), updated_at: p.datetime(),
    },
    rules: { atLeastOneOf: [UPDATE_FIELDS], aliases: DATE_ALIASES },
    operation: UpdateEpic,
    variables: (params) => ({ ...inGroup(params), iid: params.epic_iid, input: fieldsInput(params, [...UPDATE_FIELDS, 'updated_at']) }),
    present: (epic, ctx) => presentEpic(epic, ctx),
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/epics/:epic_iid',
    auth: 'required',
    params: EPIC,
    operation: DeleteEpic,
    variables: (params) => ({ ref: params.id, iid: params.epic_iid }),
    present: () => undefined,
  }),
]));
