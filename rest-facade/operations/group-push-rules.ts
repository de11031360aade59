// Generated from group-push-rules.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { GroupPushRuleFields } from './fragments/group-push-rule';

export type GroupPushRuleResult = {
  groupPushRule: GroupPushRuleFields;
};

export const GroupPushRule: Operation<GroupPushRuleResult> = {
  name: 'GroupPushRule',
  document: `query GroupPushRule($ref: String!) {
  groupPushRule(groupRef: $ref) {
    ...GroupPushRuleFields
  }
}

fragment GroupPushRuleFields on GroupPushRule {
  id
  createdAt
  commitMessageRegex
  commitMessageNegativeRegex
  branchNameRegex
  authorEmailRegex
  fileNameRegex
  denyDeleteTag
  memberCheck
  preventSecrets
  maxFileSize
  commitCommitterCheck
  commitCommitterNameCheck
  rejectUnsignedCommits
  rejectNonDcoCommits
}`,
};

export type CreateGroupPushRuleResult = {
  createGroupPushRule: GroupPushRuleFields;
};

export const CreateGroupPushRule: Operation<CreateGroupPushRuleResult> = {
  name: 'CreateGroupPushRule',
  document: `mutation CreateGroupPushRule($ref: String!, $input: GroupPushRuleInput!) {
  createGroupPushRule(groupRef: $ref, input: $input) {
    ...GroupPushRuleFields
  }
}

fragment GroupPushRuleFields on GroupPushRule {
  id
  createdAt
  commitMessageRegex
  commitMessageNegativeRegex
  branchNameRegex
  authorEmailRegex
  fileNameRegex
  denyDeleteTag
  memberCheck
  preventSecrets
  maxFileSize
  commitCommitterCheck
  commitCommitterNameCheck
  rejectUnsignedCommits
  rejectNonDcoCommits
}`,
};

export type UpdateGroupPushRuleResult = {
  updateGroupPushRule: GroupPushRuleFields;
};

export const UpdateGroupPushRule: Operation<UpdateGroupPushRuleResult> = {
  name: 'UpdateGroupPushRule',
  document: `mutation UpdateGroupPushRule($ref: String!, $input: GroupPushRuleInput!) {
  updateGroupPushRule(groupRef: $ref, input: $input) {
    ...GroupPushRuleFields
  }
}

fragment GroupPushRuleFields on GroupPushRule {
  id
  createdAt
  commitMessageRegex
  commitMessageNegativeRegex
  branchNameRegex
  authorEmailRegex
  fileNameRegex
  denyDeleteTag
  memberCheck
  preventSecrets
  maxFileSize
  commitCommitterCheck
  commitCommitterNameCheck
  rejectUnsignedCommits
  rejectNonDcoCommits
}`,
};

export type DeleteGroupPushRuleResult = {
  deleteGroupPushRule: boolean;
};

export const DeleteGroupPushRule: Operation<DeleteGroupPushRuleResult> = {
  name: 'DeleteGroupPushRule',
  document: `mutation DeleteGroupPushRule($ref: String!) {
  deleteGroupPushRule(groupRef: $ref)
}`,
};
