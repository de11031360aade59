import { BadRequestError, FieldErrors } from '@forgegraph/platform';
import { rubyErrorHash } from '../groups/group-rules';

/**
 * Rails' date cast of a `due_date`/`start_date` string: the `YYYY-MM-DD` it starts with when that is
 * a real day, otherwise no date at all (GitLab declares both params as plain strings).
 */
export function castDate(value: string | null | undefined): string | null {
  const match = value?.trim().match(/^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? match[0].slice(0, 10) : null;
}

export interface MilestoneAttributes {
  title: string | null;
  dueDate: string | null;
  startDate: string | null;
}

const LAST_DAY = '9999-12-31';

/** Timebox's and Milestone's validations; `titleTaken` from the hierarchy-wide title lookup. */
export function validateMilestone(milestone: MilestoneAttributes, titleTaken: boolean): FieldErrors {
  const errors = new FieldErrors();
  if (milestone.title === null) errors.add('title', "can't be blank");
  else if ([...milestone.title].length > 255) errors.add('title', 'is too long (maximum is 255 characters)');
  const { startDate, dueDate } = milestone;
  if (startDate && dueDate && dueDate < startDate) errors.add('due_date', 'must be greater than start date');
  if (startDate && startDate > LAST_DAY) errors.add('start_date', `date must not be after ${LAST_DAY}`);
  if (dueDate && dueDate > LAST_DAY) errors.add('due_date', `date must not be after ${LAST_DAY}`);
  if (titleTaken) errors.add('title', 'already being used for another group or project milestone.');
  return errors;
}

/** MilestoneResponses: `400 {"message":"Failed to create milestone {:title=>[...]}"}` (a Ruby hash in a string). */
export function throwIfMilestoneInvalid(errors: FieldErrors, action: 'create' | 'update'): void {
  if (errors.isEmpty) return;
  const fields = errors.asError().body.message as Record<string, string[]>;
  throw BadRequestError.message(`Failed to ${action} milestone ${rubyErrorHash(fields)}`);
}
