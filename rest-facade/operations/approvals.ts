// Generated from approvals.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ApprovalRuleFields, ApprovalSettingsFields, MergeRequestApprovalRuleFields, MergeRequestApprovalStateFields } from './fragments/approval';
import type { ProtectedBranchFields } from './fragments/branch';

export type ProjectApprovalSettingsResult = {
  projectApprovalSettings: ApprovalSettingsFields;
};

export const ProjectApprovalSettings: Operation<ProjectApprovalSettingsResult> = {
  name: 'ProjectApprovalSettings',
  document: `query ProjectApprovalSettings($ref: String!) {
  projectApprovalSettings(projectRef: $ref) {
    ...ApprovalSettingsFields
  }
}

fragment ApprovalSettingsFields on ProjectApprovalSettings {
  approvalsBeforeMerge
  resetApprovalsOnPush
  selectiveCodeOwnerRemovals
  disableOverridingApproversPerMergeRequest
  mergeRequestsAuthorApproval
  mergeRequestsDisableCommittersApproval
  requirePasswordToApprove
}`,
};

export type UpdateProjectApprovalSettingsResult = {
  updateProjectApprovalSettings: ApprovalSettingsFields;
};

export const UpdateProjectApprovalSettings: Operation<UpdateProjectApprovalSettingsResult> = {
  name: 'UpdateProjectApprovalSettings',
  document: `mutation UpdateProjectApprovalSettings($ref: String!, $input: UpdateApprovalSettingsInput!) {
  updateProjectApprovalSettings(projectRef: $ref, input: $input) {
    ...ApprovalSettingsFields
  }
}

fragment ApprovalSettingsFields on ProjectApprovalSettings {
  approvalsBeforeMerge
  resetApprovalsOnPush
  selectiveCodeOwnerRemovals
  disableOverridingApproversPerMergeRequest
  mergeRequestsAuthorApproval
  mergeRequestsDisableCommittersApproval
  requirePasswordToApprove
}`,
};

export type ProjectApprovalRulesResult = {
  projectApprovalRules: {
    nodes: Array<ApprovalRuleFields & {
      protectedBranches: Array<ProtectedBranchFields>;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectApprovalRules: Operation<ProjectApprovalRulesResult> = {
  name: 'ProjectApprovalRules',
  document: `query ProjectApprovalRules($ref: String!, $page: Int!, $perPage: Int!) {
  projectApprovalRules(projectRef: $ref, page: $page, perPage: $perPage) {
    nodes {
      ...ApprovalRuleFields
      protectedBranches {
        ...ProtectedBranchFields
      }
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}

fragment ProtectedBranchFields on ProtectedBranch {
  id
  name
  allowForcePush
  codeOwnerApprovalRequired
  pushAccessLevels {
    ...ProtectedRefAccessFields
  }
  mergeAccessLevels {
    ...ProtectedRefAccessFields
  }
  unprotectAccessLevels {
    ...ProtectedRefAccessFields
  }
}

fragment ProtectedRefAccessFields on ProtectedRefAccess {
  id
  accessLevel
  accessLevelDescription
  userId
  groupId
  deployKeyId
}`,
};

export type ProjectApprovalRuleResult = {
  projectApprovalRule: ApprovalRuleFields & {
    protectedBranches: Array<ProtectedBranchFields>;
  };
};

export const ProjectApprovalRule: Operation<ProjectApprovalRuleResult> = {
  name: 'ProjectApprovalRule',
  document: `query ProjectApprovalRule($ref: String!, $id: Int!) {
  projectApprovalRule(projectRef: $ref, id: $id) {
    ...ApprovalRuleFields
    protectedBranches {
      ...ProtectedBranchFields
    }
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}

fragment ProtectedBranchFields on ProtectedBranch {
  id
  name
  allowForcePush
  codeOwnerApprovalRequired
  pushAccessLevels {
    ...ProtectedRefAccessFields
  }
  mergeAccessLevels {
    ...ProtectedRefAccessFields
  }
  unprotectAccessLevels {
    ...ProtectedRefAccessFields
  }
}

fragment ProtectedRefAccessFields on ProtectedRefAccess {
  id
  accessLevel
  accessLevelDescription
  userId
  groupId
  deployKeyId
}`,
};

export type CreateProjectApprovalRuleResult = {
  createProjectApprovalRule: ApprovalRuleFields & {
    protectedBranches: Array<ProtectedBranchFields>;
  };
};

export const CreateProjectApprovalRule: Operation<CreateProjectApprovalRuleResult> = {
  name: 'CreateProjectApprovalRule',
  document: `mutation CreateProjectApprovalRule($ref: String!, $input: ApprovalRuleInput!) {
  createProjectApprovalRule(projectRef: $ref, input: $input) {
    ...ApprovalRuleFields
    protectedBranches {
      ...ProtectedBranchFields
    }
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}

fragment ProtectedBranchFields on ProtectedBranch {
  id
  name
  allowForcePush
  codeOwnerApprovalRequired
  pushAccessLevels {
    ...ProtectedRefAccessFields
  }
  mergeAccessLevels {
    ...ProtectedRefAccessFields
  }
  unprotectAccessLevels {
    ...ProtectedRefAccessFields
  }
}

fragment ProtectedRefAccessFields on ProtectedRefAccess {
  id
  accessLevel
  accessLevelDescription
  userId
  groupId
  deployKeyId
}`,
};

export type UpdateProjectApprovalRuleResult = {
  updateProjectApprovalRule: ApprovalRuleFields & {
    protectedBranches: Array<ProtectedBranchFields>;
  };
};

export const UpdateProjectApprovalRule: Operation<UpdateProjectApprovalRuleResult> = {
  name: 'UpdateProjectApprovalRule',
  document: `mutation UpdateProjectApprovalRule($ref: String!, $id: Int!, $input: ApprovalRuleInput!) {
  updateProjectApprovalRule(projectRef: $ref, id: $id, input: $input) {
    ...ApprovalRuleFields
    protectedBranches {
      ...ProtectedBranchFields
    }
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}

fragment ProtectedBranchFields on ProtectedBranch {
  id
  name
  allowForcePush
  codeOwnerApprovalRequired
  pushAccessLevels {
    ...ProtectedRefAccessFields
  }
  mergeAccessLevels {
    ...ProtectedRefAccessFields
  }
  unprotectAccessLevels {
    ...ProtectedRefAccessFields
  }
}

fragment ProtectedRefAccessFields on ProtectedRefAccess {
  id
  accessLevel
  accessLevelDescription
  userId
  groupId
  deployKeyId
}`,
};

export type DeleteProjectApprovalRuleResult = {
  deleteProjectApprovalRule: boolean;
};

export const DeleteProjectApprovalRule: Operation<DeleteProjectApprovalRuleResult> = {
  name: 'DeleteProjectApprovalRule',
  document: `mutation DeleteProjectApprovalRule($ref: String!, $id: Int!) {
  deleteProjectApprovalRule(projectRef: $ref, id: $id)
}`,
};

export type GroupApprovalRulesResult = {
  groupApprovalRules: {
    nodes: Array<ApprovalRuleFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupApprovalRules: Operation<GroupApprovalRulesResult> = {
  name: 'GroupApprovalRules',
  document: `query GroupApprovalRules($ref: String!, $page: Int!, $perPage: Int!) {
  groupApprovalRules(groupRef: $ref, page: $page, perPage: $perPage) {
    nodes {
      ...ApprovalRuleFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type CreateGroupApprovalRuleResult = {
  createGroupApprovalRule: ApprovalRuleFields;
};

export const CreateGroupApprovalRule: Operation<CreateGroupApprovalRuleResult> = {
  name: 'CreateGroupApprovalRule',
  document: `mutation CreateGroupApprovalRule($ref: String!, $input: ApprovalRuleInput!) {
  createGroupApprovalRule(groupRef: $ref, input: $input) {
    ...ApprovalRuleFields
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type UpdateGroupApprovalRuleResult = {
  updateGroupApprovalRule: ApprovalRuleFields;
};

export const UpdateGroupApprovalRule: Operation<UpdateGroupApprovalRuleResult> = {
  name: 'UpdateGroupApprovalRule',
  document: `mutation UpdateGroupApprovalRule($ref: String!, $id: Int!, $input: ApprovalRuleInput!) {
  updateGroupApprovalRule(groupRef: $ref, id: $id, input: $input) {
    ...ApprovalRuleFields
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type MergeRequestApprovalsResult = {
  projectMergeRequest: MergeRequestApprovalStateFields;
};

export const MergeRequestApprovals: Operation<MergeRequestApprovalsResult> = {
  name: 'MergeRequestApprovals',
  document: `query MergeRequestApprovals($ref: String!, $iid: Int!) {
  projectMergeRequest(projectRef: $ref, iid: $iid) {
    ...MergeRequestApprovalStateFields
  }
}

fragment MergeRequestApprovalStateFields on MergeRequest {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  mergeStatus
  approvalState {
    approved
    approvalsRequired
    approvalsLeft
    requirePasswordToApprove
    userHasApproved
    userCanApprove
    approvalRulesOverwritten
    hasApprovalRules
    approvedBy {
      approvedAt
      user {
        ...UserBasicFields
      }
    }
    suggestedApprovers {
      ...UserBasicFields
    }
    rules {
      approved
      approvalsLeft
      eligibleApprovers {
        ...UserBasicFields
      }
      approvedBy {
        ...UserBasicFields
      }
      rule {
        ...MergeRequestApprovalRuleFields
      }
    }
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment MergeRequestApprovalRuleFields on ApprovalRule {
  ...ApprovalRuleFields
  section
  overridden
  sourceRule {
    approvalsRequired
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type ApproveMergeRequestResult = {
  approveMergeRequest: MergeRequestApprovalStateFields;
};

export const ApproveMergeRequest: Operation<ApproveMergeRequestResult> = {
  name: 'ApproveMergeRequest',
  document: `mutation ApproveMergeRequest($ref: String!, $iid: Int!, $sha: String) {
  approveMergeRequest(projectRef: $ref, iid: $iid, sha: $sha) {
    ...MergeRequestApprovalStateFields
  }
}

fragment MergeRequestApprovalStateFields on MergeRequest {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  mergeStatus
  approvalState {
    approved
    approvalsRequired
    approvalsLeft
    requirePasswordToApprove
    userHasApproved
    userCanApprove
    approvalRulesOverwritten
    hasApprovalRules
    approvedBy {
      approvedAt
      user {
        ...UserBasicFields
      }
    }
    suggestedApprovers {
      ...UserBasicFields
    }
    rules {
      approved
      approvalsLeft
      eligibleApprovers {
        ...UserBasicFields
      }
      approvedBy {
        ...UserBasicFields
      }
      rule {
        ...MergeRequestApprovalRuleFields
      }
    }
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment MergeRequestApprovalRuleFields on ApprovalRule {
  ...ApprovalRuleFields
  section
  overridden
  sourceRule {
    approvalsRequired
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type UnapproveMergeRequestResult = {
  unapproveMergeRequest: MergeRequestApprovalStateFields;
};

export const UnapproveMergeRequest: Operation<UnapproveMergeRequestResult> = {
  name: 'UnapproveMergeRequest',
  document: `mutation UnapproveMergeRequest($ref: String!, $iid: Int!) {
  unapproveMergeRequest(projectRef: $ref, iid: $iid) {
    ...MergeRequestApprovalStateFields
  }
}

fragment MergeRequestApprovalStateFields on MergeRequest {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  mergeStatus
  approvalState {
    approved
    approvalsRequired
    approvalsLeft
    requirePasswordToApprove
    userHasApproved
    userCanApprove
    approvalRulesOverwritten
    hasApprovalRules
    approvedBy {
      approvedAt
      user {
        ...UserBasicFields
      }
    }
    suggestedApprovers {
      ...UserBasicFields
    }
    rules {
      approved
      approvalsLeft
      eligibleApprovers {
        ...UserBasicFields
      }
      approvedBy {
        ...UserBasicFields
      }
      rule {
        ...MergeRequestApprovalRuleFields
      }
    }
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment MergeRequestApprovalRuleFields on ApprovalRule {
  ...ApprovalRuleFields
  section
  overridden
  sourceRule {
    approvalsRequired
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type MergeRequestApprovalRulesResult = {
  mergeRequestApprovalRules: {
    nodes: Array<MergeRequestApprovalRuleFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const MergeRequestApprovalRules: Operation<MergeRequestApprovalRulesResult> = {
  name: 'MergeRequestApprovalRules',
  document: `query MergeRequestApprovalRules($ref: String!, $iid: Int!, $page: Int!, $perPage: Int!) {
  mergeRequestApprovalRules(
    projectRef: $ref
    iid: $iid
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...MergeRequestApprovalRuleFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment MergeRequestApprovalRuleFields on ApprovalRule {
  ...ApprovalRuleFields
  section
  overridden
  sourceRule {
    approvalsRequired
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type CreateMergeRequestApprovalRuleResult = {
  createMergeRequestApprovalRule: MergeRequestApprovalRuleFields;
};

export const CreateMergeRequestApprovalRule: Operation<CreateMergeRequestApprovalRuleResult> = {
  name: 'CreateMergeRequestApprovalRule',
  document: `mutation CreateMergeRequestApprovalRule($ref: String!, $iid: Int!, $input: ApprovalRuleInput!) {
  createMergeRequestApprovalRule(projectRef: $ref, iid: $iid, input: $input) {
    ...MergeRequestApprovalRuleFields
  }
}

fragment MergeRequestApprovalRuleFields on ApprovalRule {
  ...ApprovalRuleFields
  section
  overridden
  sourceRule {
    approvalsRequired
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type UpdateMergeRequestApprovalRuleResult = {
  updateMergeRequestApprovalRule: MergeRequestApprovalRuleFields;
};

export const UpdateMergeRequestApprovalRule: Operation<UpdateMergeRequestApprovalRuleResult> = {
  name: 'UpdateMergeRequestApprovalRule',
  document: `mutation UpdateMergeRequestApprovalRule($ref: String!, $iid: Int!, $id: Int!, $input: ApprovalRuleInput!) {
  updateMergeRequestApprovalRule(
    projectRef: $ref
    iid: $iid
    id: $id
    input: $input
  ) {
    ...MergeRequestApprovalRuleFields
  }
}

fragment MergeRequestApprovalRuleFields on ApprovalRule {
  ...ApprovalRuleFields
  section
  overridden
  sourceRule {
    approvalsRequired
  }
}

fragment ApprovalRuleFields on ApprovalRule {
  id
  name
  ruleType
  reportType
  approvalsRequired
  appliesToAllProtectedBranches
  containsHiddenGroups
  eligibleApprovers {
    ...UserBasicFields
  }
  users {
    ...UserBasicFields
  }
  groups {
    ...GroupFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type DeleteMergeRequestApprovalRuleResult = {
  deleteMergeRequestApprovalRule: boolean;
};

export const DeleteMergeRequestApprovalRule: Operation<DeleteMergeRequestApprovalRuleResult> = {
  name: 'DeleteMergeRequestApprovalRule',
  document: `mutation DeleteMergeRequestApprovalRule($ref: String!, $iid: Int!, $id: Int!) {
  deleteMergeRequestApprovalRule(projectRef: $ref, iid: $iid, id: $id)
}`,
};
