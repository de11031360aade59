/** Todo::ACTION_NAMES (app/models/todo.rb): what `action` and `action_name` take. */
export const TODO_ACTIONS = [
  'assigned', 'mentioned', 'build_failed', 'marked', 'approval_required', 'unmergeable', 'directly_addressed', 'merge_train_removed',
  'review_requested', 'member_access_requested', 'review_submitted', 'okr_checkin_requested', 'added_approver', 'ssh_key_expired',
  'ssh_key_expiring_soon', 'duo_pro_access_granted', 'duo_enterprise_access_granted', 'duo_core_access_granted',
] as const;

export type TodoAction = (typeof TODO_ACTIONS)[number];
