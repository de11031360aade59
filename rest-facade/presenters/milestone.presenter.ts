import type { MilestoneFields } from '../operations/fragments/label';

/** Entities::Milestone: `project_id` or `group_id`, whichever the milestone has. */
export function presentMilestone(milestone: MilestoneFields) {
  return {
    id: Number(milestone.id),
    iid: milestone.iid,
    ...(milestone.projectId !== null ? { project_id: Number(milestone.projectId) } : {}),
    ...(milestone.groupId !== null ? { group_id: Number(milestone.groupId) } : {}),
    title: milestone.title,
    description: milestone.description,
    state: milestone.state,
    created_at: milestone.createdAt,
    updated_at: milestone.updatedAt,
    due_date: milestone.dueDate,
    start_date: milestone.startDate,
    expired: milestone.expired,
    web_url: milestone.webUrl,
  };
}
