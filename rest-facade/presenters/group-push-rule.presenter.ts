import type { GroupPushRuleFields } from '../operations/fragments/group-push-rule';

/** EE Entities::GroupPushRule, with every licensed check available. */
export function presentGroupPushRule(rule: GroupPushRuleFields) {
  return {
    id: Number(rule.id),
    created_at: rule.createdAt,
    commit_message_regex: rule.commitMessageRegex,
    commit_message_negative_regex: rule.commitMessageNegativeRegex,
    branch_name_regex: rule.branchNameRegex,
    author_email_regex: rule.authorEmailRegex,
    file_name_regex: rule.fileNameRegex,
    deny_delete_tag: rule.denyDeleteTag,
    member_check: rule.memberCheck,
    prevent_secrets: rule.preventSecrets,
    max_file_size: rule.maxFileSize,
    commit_committer_check: rule.commitCommitterCheck,
    commit_committer_name_check: rule.commitCommitterNameCheck,
    reject_unsigned_commits: rule.rejectUnsignedCommits,
    reject_non_dco_commits: rule.rejectNonDcoCommits,
  };
}
