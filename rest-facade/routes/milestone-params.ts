import { p, type ParamRules } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { int32 } from './label-params';

/** MilestoneResponses `list_params`; `include_parent_milestones` is the older name of `include_ancestors`. */
export const MILESTONE_LIST_PARAMS = {
  state: p.string().values(['active', 'closed', 'all']).default('all'),
  iids: p.array(int32()).commaSeparated(),
  title: p.string(),
  search: p.string(),
  include_ancestors: p.boolean().default(false),
  include_parent_milestones: p.boolean().default(false),
  updated_before: p.datetime(),
  updated_after: p.datetime(),
};
export const MILESTONE_LIST_RULES: ParamRules = { mutuallyExclusive: [['include_ancestors', 'include_parent_milestones']] };

export const milestoneFilter = (params: Params) => ({
  ...toVariables(params, { pick: ['state', 'iids', 'title', 'search', 'updated_before', 'updated_after'], skipNull: true }),
  includeAncestors: Boolean(params.include_ancestors || params.include_parent_milestones),
});

/** MilestoneResponses `optional_params`: dates are plain strings to GitLab too. */
const OPTIONAL = { description: p.string(), due_date: p.string(), start_date: p.string() };
export const MILESTONE_CREATE_PARAMS = { title: p.string().required(), ...OPTIONAL };
export const MILESTONE_UPDATE_PARAMS = { title: p.string(), state_event: p.string().values(['close', 'activate']), ...OPTIONAL };
export const MILESTONE_UPDATE_RULES: ParamRules = { atLeastOneOf: [['title', 'description', 'start_date', 'due_date', 'state_event']] };
export const MILESTONE_INPUT = { pick: ['title', 'description', 'due_date', 'start_date', 'state_event'] };
