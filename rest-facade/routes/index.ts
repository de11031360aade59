import { applicationSettingsRoutes } from './application-settings.routes';
import { awardEmojiRoutes } from './award-emoji.routes';
import { branchRoutes } from './branches.routes';
import { commitStatusRoutes } from './commit-statuses.routes';
import { commitRoutes } from './commits.routes';
import { epicIssueRoutes } from './epic-issues.routes';
import { epicRoutes } from './epics.routes';
import { groupCustomAttributeRoutes } from './group-custom-attributes.routes';
import { groupHookRoutes } from './group-hooks.routes';
import { groupVariableRoutes } from './group-level-variables.routes';
import { groupLabelRoutes } from './group-labels.routes';
import { groupMilestoneRoutes } from './group-milestones.routes';
import { groupShareRoutes } from './group-shares.routes';
import { groupRoutes } from './groups.routes';
import { impersonationTokenRoutes } from './impersonation-tokens.routes';
import { instanceVariableRoutes } from './instance-level-ci-variables.routes';
import { integrationRoutes } from './integrations.routes';
import { issueRoutes } from './issues.routes';
import { jobTraceRoutes } from './job-traces.routes';
import { jobArtifactRoutes, runnerArtifactRoutes } from './job-artifacts.routes';
import { jobRoutes } from './jobs.routes';
import { labelRoutes } from './labels.routes';
import { lintRoutes } from './lint.routes';
import { ldapGroupLinkRoutes } from './ldap-group-links.routes';
import { memberRoutes } from './members.routes';
import { mergeRequestRoutes } from './merge-requests.routes';
import { mergeRequestApprovalRoutes } from './merge-request-approvals.routes';
import { mergeRequestClosingIssueRoutes } from './merge-request-closing-issues.routes';
import { mergeRequestPipelineRoutes } from './merge-request-pipelines.routes';
import { mergeRequestTimeTrackingRoutes } from './merge-request-time-tracking.routes';
import { milestoneRoutes } from './milestones.routes';
import { namespaceRoutes } from './namespaces.routes';
import { nugetRoutes } from './nuget.routes';
import { packageRoutes } from './packages.routes';
import { noteRoutes } from './notes.routes';
import { personalAccessTokenRoutes } from './personal-access-tokens.routes';
import { pipelineTestReportRoutes } from './pipeline-test-reports.routes';
import { pipelineTriggerRoutes } from './pipeline-triggers.routes';
import { pipelineRoutes } from './pipelines.routes';
import { projectCustomAttributeRoutes } from './project-custom-attributes.routes';
import { projectGroupRoutes } from './project-groups.routes';
import { projectHookRoutes } from './project-hooks.routes';
import { projectImportExportRoutes } from './project-import-export.routes';
import { projectVariableRoutes } from './project-level-variables.routes';
import { projectSnippetRoutes } from './project-snippets.routes';
import { projectStarringRoutes } from './project-starring.routes';
import { projectJobTokenScopeRoutes } from './project-job-token-scopes.routes';
import { projectRoutes } from './projects.routes';
import { protectedBranchRoutes } from './protected-branches.routes';
import { protectedTagRoutes } from './protected-tags.routes';
import { pushRuleRoutes } from './push-rules.routes';
import { releaseLinkRoutes } from './release-links.routes';
import { releaseRoutes } from './releases.routes';
import { remoteMirrorRoutes } from './remote-mirrors.routes';
import { repositoryRoutes } from './repositories.routes';
import { repositoryFileRoutes } from './repository-files.routes';
import { repositoryStorageMoveRoutes } from './repository-storage-moves.routes';
import { runnerProtocolRoutes } from './runner-protocol.routes';
import { runnerRegistrationTokenRoutes } from './runner-registration-tokens.routes';
import { runnerRoutes } from './runners.routes';
import type { Route } from './route';
import { samlGroupLinkRoutes } from './saml-group-links.routes';
import { snippetRoutes } from './snippets.routes';
import { tagRoutes } from './tags.routes';
import { transferRoutes } from './transfers.routes';
import { todoRoutes } from './todos.routes';
import { userActivityRoutes } from './user-activities.routes';
import { userAdministrationRoutes } from './user-administration.routes';
import { userAvatarRoutes } from './user-avatars.routes';
import { userCustomAttributeRoutes } from './user-custom-attributes.routes';
import { userIdentityRoutes } from './user-identities.routes';
import { userProjectRoutes } from './user-projects.routes';
import { userRunnerRoutes } from './user-runners.routes';
import { userStateRoutes } from './user-states.routes';
import { userRoutes } from './users.routes';
import { versionRoutes } from './version.routes';

/** Every /api/v4 route. Each file declares one GitLab doc page's routes. */
export const ROUTES: Route[] = [
  ...applicationSettingsRoutes,
  ...awardEmojiRoutes,
  ...branchRoutes,
  ...commitStatusRoutes,
  ...commitRoutes,
  ...epicIssueRoutes,
  ...epicRoutes,
  ...groupCustomAttributeRoutes,
  ...groupHookRoutes,
  ...groupVariableRoutes,
  ...groupLabelRoutes,
  ...groupMilestoneRoutes,
  ...groupShareRoutes,
  ...groupRoutes,
  ...impersonationTokenRoutes,
  ...instanceVariableRoutes,
  ...integrationRoutes,
  ...issueRoutes,
  ...jobTraceRoutes,
  ...jobArtifactRoutes,
  ...jobRoutes,
  ...labelRoutes,
  ...ldapGroupLinkRoutes,
  ...lintRoutes,
  ...memberRoutes,
  ...mergeRequestApprovalRoutes,
  ...mergeRequestClosingIssueRoutes,
  ...mergeRequestPipelineRoutes,
  ...mergeRequestTimeTrackingRoutes,
  ...mergeRequestRoutes,
  ...milestoneRoutes,
  ...namespaceRoutes,
  ...noteRoutes,
  ...nugetRoutes,
  ...packageRoutes,
  ...personalAccessTokenRoutes,
  ...pipelineTestReportRoutes,
  ...pipelineTriggerRoutes,
  ...pipelineRoutes,
  ...projectCustomAttributeRoutes,
  ...projectGroupRoutes,
  ...projectHookRoutes,
  ...projectImportExportRoutes,
  ...projectVariableRoutes,
  ...projectSnippetRoutes,
  ...projectStarringRoutes,
  ...projectJobTokenScopeRoutes,
  ...projectRoutes,
  ...protectedBranchRoutes,
  ...protectedTagRoutes,
  ...pushRuleRoutes,
  ...releaseLinkRoutes,
  ...releaseRoutes,
  ...remoteMirrorRoutes,
  ...repositoryRoutes,
  ...repositoryFileRoutes,
  ...repositoryStorageMoveRoutes,
  ...runnerProtocolRoutes,
  ...runnerRegistrationTokenRoutes,
  ...runnerRoutes,
  ...runnerArtifactRoutes,
  ...samlGroupLinkRoutes,
  ...snippetRoutes,
  ...tagRoutes,
  ...transferRoutes,
  ...todoRoutes,
  ...userActivityRoutes,
  ...userAdministrationRoutes,
  ...userAvatarRoutes,
  ...userCustomAttributeRoutes,
  ...userIdentityRoutes,
  ...userProjectRoutes,
  ...userRunnerRoutes,
  ...userStateRoutes,
  ...userRoutes,
  ...versionRoutes,
];
