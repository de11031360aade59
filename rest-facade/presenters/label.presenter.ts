import type { LabelFields } from '../operations/fragments/label';

type LabelNode = LabelFields & { counts?: { openIssues: number; closedIssues: number; openMergeRequests: number } };

/** Entities::Label (lib/api/entities/label.rb): LabelBasic, the counts only with `with_counts=true`, `subscribed`. */
export function presentGroupLabel(label: LabelNode) {
  return {
    id: Number(label.id),
    name: label.name,
    color: label.color,
    description: label.description,
    description_html: label.descriptionHtml,
    text_color: label.textColor,
    ...(label.counts ? {
      open_issues_count: label.counts.openIssues,
      closed_issues_count: label.counts.closedIssues,
      open_merge_requests_count: label.counts.openMergeRequests,
    } : {}),
    subscribed: label.subscribed,
  };
}

/** Entities::ProjectLabel: a label seen from a project adds its priority there and whether it is the project's own. */
export function presentProjectLabel(label: LabelNode) {
  return { ...presentGroupLabel(label), priority: label.priority, is_project_label: label.isProjectLabel };
}
