import { p } from '../params/param';

/**
 * `approval_rules_attributes` of POST and PUT …/merge_requests (the merge request's nested rules, as
 * ApprovalRules::ParamsFilteringService reads them): an `id` changes one of its rules, none adds one,
 * `approval_project_rule_id` names the project rule a rule was copied from.
 */
export const MERGE_REQUEST_APPROVAL_RULES = p.array(p.hash({
  id: p.integer(),
  name: p.string(),
  approvals_required: p.integer(),
  user_ids: p.array(p.integer()).commaSeparated(),
  group_ids: p.array(p.integer()).commaSeparated(),
  approval_project_rule_id: p.integer(),
}));
