import { FieldErrors } from '@forgegraph/platform';

/** MergeRequest's validations (Issuable): the `{"message":{field:[...]}}` of a 400. */
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 1_048_576;

export function validateMergeRequestFields(fields: { title?: string | null; description?: string | null; targetBranch?: string | null }): void {
  const errors = new FieldErrors();
  if (fields.title !== undefined) {
    if (!fields.title?.trim()) errors.add('title', "can't be blank");
    else if (fields.title.length > TITLE_MAX) errors.add('title', `is too long (maximum is ${TITLE_MAX} characters)`);
  }
  if (fields.targetBranch !== undefined && !fields.targetBranch?.trim()) errors.add('target_branch', "can't be blank");
  if (fields.description && fields.description.length > DESCRIPTION_MAX) {
    errors.add('description', `is too long (maximum is ${DESCRIPTION_MAX} characters)`);
  }
  errors.throwIfAny();
}

/** MergeRequest::DRAFT_REGEX: a title starting with `Draft:`, `[Draft]` or `(Draft)`, any case. */
const DRAFT_TITLE = /^\s*(\[draft\]|\(draft\)|draft:)/i;
export const DRAFT_TITLE_SQL = `mr.title ~* '^\\s*(\\[draft\\]|\\(draft\\)|draft:)'`;

export function isDraftTitle(title: string): boolean {
  return DRAFT_TITLE.test(title);
}

/** GitLab's default merge commit message (MergeRequest#default_merge_commit_message). */
export function defaultMergeCommitMessage(mr: { sourceBranch: string; targetBranch: string; title: string }, reference: string): string {
  return [`Merge branch '${mr.sourceBranch}' into '${mr.targetBranch}'`, '', mr.title, '', `See merge request ${reference}`].join('\n');
}
