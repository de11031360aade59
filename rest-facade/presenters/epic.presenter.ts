import type { EpicBaseFields, EpicFields } from '../operations/fragments/epic';
import type { RouteContext } from '../routes/route';
import { presentLabelBasic } from './issue.presenter';
import { presentUserBasic } from './user.presenter';

type PresentOptions = Pick<RouteContext, 'externalUrl' | 'params'> & {
  /** Single epics add `subscribed` (`include_subscribed: true`); lists leave it out. */
  includeSubscribed?: boolean;
  /** EpicIssueLink's epic adds the deprecated `reference` (`with_reference: true`). */
  withReference?: boolean;
};

/**
 * EE::API::Entities::Epic in GitLab's key order. The fixed dates, the inherited ones and the edit
 * path appear only for callers who may edit the epic (`can_admin_epic`); `end_date` and
 * `*_from_milestones` are GitLab's deprecated aliases of `due_date` and `*_from_inherited_source`.
 */
export function presentEpic(epic: EpicFields, ctx: PresentOptions) {
  const api = `${ctx.externalUrl}/api/v4/groups`;
  const labels = ctx.params.with_labels_details ? epic.labels.map(presentLabelBasic) : epic.labels.map((label) => label.name);
  return {
    id: Number(epic.id),
    iid: epic.iid,
    color: epic.color,
    text_color: epic.textColor,
    group_id: Number(epic.groupId),
    parent_id: epic.parentId === null ? null : Number(epic.parentId),
    parent_iid: epic.parent?.iid ?? null,
    title: epic.title,
    description: epic.description,
    confidential: epic.confidential,
    author: epic.author ? presentUserBasic(epic.author) : null,
    start_date: epic.startDate,
    ...(epic.canAdmin ? {
      start_date_is_fixed: epic.startDateIsFixed,
      start_date_fixed: epic.startDateFixed,
      start_date_from_inherited_source: epic.startDateFromInheritedSource,
      start_date_from_milestones: epic.startDateFromInheritedSource,
    } : {}),
    end_date: epic.dueDate,
    due_date: epic.dueDate,
    ...(epic.canAdmin ? {
      due_date_is_fixed: epic.dueDateIsFixed,
      due_date_fixed: epic.dueDateFixed,
      due_date_from_inherited_source: epic.dueDateFromInheritedSource,
      due_date_from_milestones: epic.dueDateFromInheritedSource,
    } : {}),
    state: epic.state,
    ...(epic.canAdmin ? { web_edit_url: epic.webPath } : {}),
    web_url: epic.webUrl,
    references: epic.references,
    ...(ctx.withReference ? { reference: epic.reference } : {}),
    created_at: epic.createdAt,
    updated_at: epic.updatedAt,
    closed_at: epic.closedAt,
    labels,
    upvotes: epic.upvotes,
    downvotes: epic.downvotes,
    ...(ctx.includeSubscribed ? { subscribed: epic.subscribed } : {}),
    _links: {
      self: `${api}/${epic.groupId}/epics/${epic.iid}`,
      epic_issues: `${api}/${epic.groupId}/epics/${epic.iid}/issues`,
      group: `${api}/${epic.groupId}`,
      parent: epic.parent ? `${api}/${epic.parent.groupId}/epics/${epic.parent.iid}` : null,
    },
  };
}

/** EpicBaseEntity (an issue's `epic`): the dates' words only when the epic has such dates. */
export function presentEpicBase(epic: EpicBaseFields) {
  return {
    id: Number(epic.id),
    iid: epic.iid,
    title: epic.title,
    url: epic.webPath,
    group_id: Number(epic.groupId),
    ...(epic.humanReadableEndDate !== null ? { human_readable_end_date: epic.humanReadableEndDate } : {}),
    ...(epic.humanReadableTimestamp !== null ? { human_readable_timestamp: epic.humanReadableTimestamp } : {}),
  };
}
