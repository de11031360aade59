import { collaborationTransferJobs } from './services/export-import/collaboration-transfer.part';
import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { ApprovalRule } from './entities/approval-rule.entity';
import { GroupCustomAttribute } from './entities/group-custom-attribute.entity';
import { ProjectApprovalSettings } from './entities/project-approval-settings.entity';
import { WebHookLog } from './entities/web-hook-log.entity';
import { GroupHook } from './entities/group-hook.entity';
import { ProjectHook } from './entities/project-hook.entity';
import { WebHook } from './entities/web-hook.entity';
import { GroupPushRule } from './entities/group-push-rule.entity';
import { GroupShare } from './entities/group-share.entity';
import { Epic } from './entities/epic.entity';
import { AwardEmoji } from './entities/award-emoji.entity';
import { Issue } from './entities/issue.entity';
import { Note } from './entities/note.entity';
import { Label } from './entities/label.entity';
import { LdapGroupLink } from './entities/ldap-group-link.entity';
import { Member } from './entities/member.entity';
import { MergeRequest } from './entities/merge-request.entity';
import { Milestone } from './entities/milestone.entity';
import { Namespace } from './entities/namespace.entity';
import { Project } from './entities/project.entity';
import { ProjectCustomAttribute } from './entities/project-custom-attribute.entity';
import { ProjectStar } from './entities/project-star.entity';
import { SamlGroupLink } from './entities/saml-group-link.entity';
import { Todo } from './entities/todo.entity';
import { deliverHookJob } from './jobs/deliver-hook.job';
import { removeGroupJob } from './jobs/remove-group.job';
import { removeProjectJob } from './jobs/remove-project.job';
import { removeUserJob } from './jobs/remove-user.job';
import { syncUserNamespaceJob } from './jobs/sync-user-namespace.job';
import { ApprovalRuleFieldsResolver } from './resolvers/approvals/approval-rule-fields.resolver';
import { ApprovalRuleResolver } from './resolvers/approvals/approval-rule.resolver';
import { MergeRequestApprovalResolver } from './resolvers/approvals/merge-request-approval.resolver';
import { GroupCustomAttributeResolver } from './resolvers/groups/group-custom-attribute.resolver';
import { GroupFieldsResolver } from './resolvers/groups/group-fields.resolver';
import { GroupHookResolver } from './resolvers/hooks/group-hook.resolver';
import { ProjectHookResolver } from './resolvers/hooks/project-hook.resolver';
import { memberHookReaction, projectHookReaction, subgroupHookReaction } from './services/hooks/domain-hook.reactions';
import { jobHookReaction, pipelineHookReaction } from './services/hooks/ci-hook.reactions';
import { pushHookReaction } from './services/hooks/push-hook.reaction';
import { issueHookReaction } from './services/hooks/issue-hook.reaction';
import { mergeRequestHookReaction } from './services/hooks/merge-request-hook.reaction';
import { noteHookReaction } from './services/hooks/note-hook.reaction';
import { mergeRequestRefreshReaction } from './services/merge-requests/merge-request-refresh.reaction';
import { personalNamespaceReaction } from './services/namespaces/personal-namespace.reaction';
import { assignedTodoReaction } from './services/todos/assigned-todo.reaction';
import { mergeRequestTodoReaction } from './services/todos/merge-request-todo.reaction';
import { resolvedTodosReaction } from './services/todos/resolved-todos.reaction';
import { closingIssuesCacheReaction, closingIssuesOnMergeReaction } from './services/closing-issues/closing-issues.reactions';
import { GroupPushRuleResolver } from './resolvers/group-links/group-push-rule.resolver';
import { GroupShareFieldsResolver } from './resolvers/group-links/group-share-fields.resolver';
import { GroupShareResolver } from './resolvers/group-links/group-share.resolver';
import { GroupResolver } from './resolvers/groups/group.resolver';
import { EpicFieldsResolver } from './resolvers/epics/epic-fields.resolver';
import { EpicIssuesResolver } from './resolvers/epics/epic-issues.resolver';
import { EpicResolver } from './resolvers/epics/epic.resolver';
import { IssueEpicResolver } from './resolvers/epics/issue-epic.resolver';
import { IssueFieldsResolver } from './resolvers/issues/issue-fields.resolver';
import { IssueResolver } from './resolvers/issues/issue.resolver';
import { IssueMoveResolver } from './resolvers/issues/issue-move.resolver';
import { AwardEmojiResolver } from './resolvers/award-emoji/award-emoji.resolver';
import { TodoResolver } from './resolvers/todos/todo.resolver';
import { TodoFieldsResolver } from './resolvers/todos/todo-fields.resolver';
import { IssueNoteResolver } from './resolvers/notes/issue-note.resolver';
import { MergeRequestNoteResolver } from './resolvers/notes/merge-request-note.resolver';
import { MergeRequestFieldsResolver } from './resolvers/merge-requests/merge-request-fields.resolver';
import { MergeRequestResolver } from './resolvers/merge-requests/merge-request.resolver';
import { MergeRequestTimeTrackingResolver } from './resolvers/merge-requests/merge-request-time-tracking.resolver';
import { ClosingIssuesResolver } from './resolvers/merge-requests/closing-issues.resolver';
import { NoteFieldsResolver } from './resolvers/notes/note-fields.resolver';
import { LabelFieldsResolver } from './resolvers/labels/label-fields.resolver';
import { LabelResolver } from './resolvers/labels/label.resolver';
import { LdapGroupLinkResolver } from './resolvers/group-links/ldap-group-link.resolver';
import { MemberFieldsResolver } from './resolvers/members/member-fields.resolver';
import { MemberResolver } from './resolvers/members/member.resolver';
import { MilestoneFieldsResolver } from './resolvers/milestones/milestone-fields.resolver';
import { MilestoneResolver } from './resolvers/milestones/milestone.resolver';
import { NamespaceFieldsResolver } from './resolvers/groups/namespace-fields.resolver';
import { NamespaceDetailsResolver } from './resolvers/namespaces/namespace-details.resolver';
import { NamespaceResolver } from './resolvers/namespaces/namespace.resolver';
import { ProjectFieldsResolver } from './resolvers/projects/project-fields.resolver';
import { ProjectResolver } from './resolvers/projects/project.resolver';
import { ProjectCustomAttributeResolver } from './resolvers/projects/project-custom-attribute.resolver';
import { ProjectGroupsResolver } from './resolvers/projects/project-groups.resolver';
import { ProjectStarResolver } from './resolvers/projects/project-star.resolver';
import { TransferResolver } from './resolvers/projects/transfer.resolver';
import { SamlGroupLinkResolver } from './resolvers/group-links/saml-group-link.resolver';
import { UserDirectoryResolver } from './resolvers/users/user-directory.resolver';
import { UserLifecycleResolver } from './resolvers/users/user-lifecycle.resolver';
import { UserMembershipsResolver } from './resolvers/members/user-memberships.resolver';
import { requeuePendingDeliveries } from './services/hooks/hook-dispatch';
import { epicLoader } from './services/epics/epic-loaders';
import { approvalRuleLoader } from './services/approvals/approval-loaders';
import { issueLoader } from './services/issues/issue-loaders';
import { mergeRequestLoader } from './services/merge-requests/merge-request-loaders';
import { memberLoader, namespaceRecordLoader, projectRecordLoader } from './services/loaders';

export { REMOVE_USER_JOB } from './services/lifecycle/removal';
export { SYNC_USER_NAMESPACE_JOB } from './services/namespaces/personal-namespace';

/**
 * Namespaces, groups, projects, members and the access model: the one authority on what an actor
 * may do in a project or group (ARCHITECTURE §3, §4).
 */
export const collaborationSubgraph: SubgraphDefinition = {
  name: 'collaboration',
  entities: [Namespace, Project, Member, GroupCustomAttribute, GroupShare, LdapGroupLink, SamlGroupLink, GroupPushRule,
    WebHook, GroupHook, ProjectHook, WebHookLog, Issue, Note, Label, Milestone, MergeRequest, Epic, ProjectStar, ProjectCustomAttribute,
    ProjectApprovalSettings, ApprovalRule, AwardEmoji, Todo],
  resolvers: [
    ProjectResolver, ProjectFieldsResolver, GroupResolver, GroupFieldsResolver, NamespaceFieldsResolver, MemberResolver,
    MemberFieldsResolver, GroupCustomAttributeResolver, UserMembershipsResolver, UserDirectoryResolver,
    GroupShareResolver, GroupShareFieldsResolver, LdapGroupLinkResolver, SamlGroupLinkResolver, GroupPushRuleResolver,
    UserLifecycleResolver, GroupHookResolver, ProjectHookResolver, NamespaceResolver, NamespaceDetailsResolver, IssueResolver,
    IssueFieldsResolver, IssueNoteResolver, NoteFieldsResolver, LabelResolver, LabelFieldsResolver, MilestoneResolver,
    MilestoneFieldsResolver, MergeRequestResolver, MergeRequestFieldsResolver, MergeRequestNoteResolver, EpicResolver, EpicFieldsResolver,
    EpicIssuesResolver, IssueEpicResolver,
    ProjectStarResolver, ProjectCustomAttributeResolver, ProjectGroupsResolver, TransferResolver,
    ApprovalRuleResolver, ApprovalRuleFieldsResolver, MergeRequestApprovalResolver,
    IssueMoveResolver, AwardEmojiResolver, TodoResolver, TodoFieldsResolver, MergeRequestTimeTrackingResolver, ClosingIssuesResolver,
  ],
  references: {
    Project: (ref, ctx) => projectRecordLoader(ctx).load(Number(ref.id)),
    Namespace: (ref, ctx) => namespaceRecordLoader(ctx).load(Number(ref.id)),
    Group: async (ref, ctx) => {
      const namespace = await namespaceRecordLoader(ctx).load(Number(ref.id));
      return namespace?.kind === 'group' ? namespace : null;
    },
    Member: (ref, ctx) => memberLoader(ctx).load(Number(ref.id)),
    Issue: (ref, ctx) => issueLoader(ctx).load(Number(ref.id)),
    MergeRequest: (ref, ctx) => mergeRequestLoader(ctx).load(Number(ref.id)),
    Epic: (ref, ctx) => epicLoader(ctx).load(Number(ref.id)),
    ApprovalRule: (ref, ctx) => approvalRuleLoader(ctx).load(Number(ref.id)),
    // Collaboration only extends User; identity owns its fields, so the key is all there is to resolve.
    User: (ref) => ({ id: ref.id }),
  },
  migrations: migrationsIn(__dirname, [
    'Migration20261121100000',
    'Migration20261121110000',
    'Migration20261121120000',
    'Migration20261123110000',
    'Migration20261124050000',
    'Migration20261124100000',
    'Migration20261124140000',
    'Migration20261125085000',
    'Migration20261125090000',
    'Migration20261125095000',
    'Migration20261125100000',
    'Migration20261125110000',
    'Migration20261125120000',
    'Migration20261126100000',
    'Migration20261126110000',
    'Migration20261126120000',
    'Migration20261126130000',
    'Migration20261126140000',
    'Migration20261127100000',
    'Migration20261127110000',
  ]),
  jobs: [removeProjectJob, removeGroupJob, removeUserJob, syncUserNamespaceJob, deliverHookJob, ...collaborationTransferJobs],
  reactions: [pushHookReaction, issueHookReaction, mergeRequestHookReaction, noteHookReaction, pipelineHookReaction, jobHookReaction, mergeRequestRefreshReaction, projectHookReaction, subgroupHookReaction, memberHookReaction, personalNamespaceReaction,
    assignedTodoReaction, mergeRequestTodoReaction, resolvedTodosReaction, closingIssuesCacheReaction, closingIssuesOnMergeReaction],
  // Hook deliveries whose queueing a crash interrupted (see recordHookEvent).
  onStart: requeuePendingDeliveries,
};
