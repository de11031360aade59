import { BadRequestError, FieldErrors, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import type { Project } from '../../entities/project.entity';
import { projectAccessFor, type ProjectAccess } from '../access/access.service';
import { canAdminIssues, canReadIssues } from '../access/issue-access';
import { directoryUsers } from '../domains/identity.client';
import type { IssueFieldsInput } from '../../schema/issue.inputs';

/** Issue's validations (app/models/issue.rb, Issuable): the `{"message":{field:[...]}}` of a 400. */
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 1_048_576;
export const ISSUE_TYPES = ['issue', 'incident', 'test_case', 'task'];

export function validateIssueFields(fields: { title?: string | null; description?: string | null }): void {
  const errors = new FieldErrors();
  if (fields.title !== undefined) {
    if (!fields.title?.trim()) errors.add('title', "can't be blank");
    else if (fields.title.length > TITLE_MAX) errors.add('title', `is too long (maximum is ${TITLE_MAX} characters)`);
  }
  if (fields.description && fields.description.length > DESCRIPTION_MAX) {
    errors.add('description', `is too long (maximum is ${DESCRIPTION_MAX} characters)`);
  }
  errors.throwIfAny();
}

/**
 * IssuableBaseService#filter_params: without `set_issue_metadata` (Reporter and above) assignees,
 * due date, discussion lock, weight, labels and milestone are dropped silently, as GitLab drops them.
 */
export function allowedIssueFields<T extends IssueFieldsInput>(input: T, access: ProjectAccess): T {
  if (canAdminIssues(access)) return input;
  const { assigneeIds: _a, dueDate: _d, discussionLocked: _l, weight: _w, labels: _ls, milestoneId: _m, ...rest } = input;
  const { addLabels: _al, removeLabels: _rl, ...kept } = rest as T & { addLabels?: unknown; removeLabels?: unknown };
  return kept as T;
}

/** Administrators and the project's Owners may backdate (`created_at`, `updated_at`) and pick an `iid`. */
export function canSetIssueHistory(access: ProjectAccess): boolean {
  return access.isAdmin || access.level >= 50;
}

/** A `created_at`/`updated_at` an administrator or owner gave (the facade has checked its form). */
export function historyDate(value: string, param: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw BadRequestError.param(`${param} is invalid`);
  return date;
}

/**
 * IssuableBaseService#filter_assignees: ids of users that exist and can read the project's issues (or `canRead`'s);
 * `0` and unknown ids drop out. Each user's access is read through the request's loaders.
 */
export async function assignableUsers(ctx: SubgraphContext, project: Project, ids: number[],
  canRead: (access: ProjectAccess, project: Project) => boolean = canReadIssues): Promise<number[]> {
  const wanted = [...new Set(ids.filter((id) => parseRecordId(id) !== null))];
  if (!wanted.length) return [];
  const users = await directoryUsers(ctx, wanted);
  const allowed: number[] = [];
  for (const id of wanted) {
    const user = users.get(id);
    if (!user || user.state === 'blocked') continue;
    const access = await projectAccessFor(ctx, project, { userId: id, username: user.username, isAdmin: user.isAdmin, scopes: [], origin: 'token' });
    if (canRead(access, project)) allowed.push(id);
  }
  return allowed;
}
