import { BadRequestError, FieldErrors } from '@forgegraph/platform';
import { isValidColor, normalizeColor } from '../labels/label-color';
import type { EpicFieldsInput } from '../../schema/epic.inputs';

/** Epic's validations (ee/app/models/ee/epic.rb, Issuable): the `{"message":{field:[...]}}` of a 400. */
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 1_048_576;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function validateEpicFields(fields: EpicFieldsInput & { title?: string | null }): void {
  const errors = new FieldErrors();
  if (fields.title !== undefined) {
    if (!fields.title?.trim()) errors.add('title', "can't be blank");
    else if (fields.title.length > TITLE_MAX) errors.add('title', `is too long (maximum is ${TITLE_MAX} characters)`);
  }
  if (fields.description && fields.description.length > DESCRIPTION_MAX) {
    errors.add('description', `is too long (maximum is ${DESCRIPTION_MAX} characters)`);
  }
  if (fields.color !== undefined && fields.color !== null && !isValidColor(normalizeColor(fields.color))) errors.add('color', 'must be a valid color code');
  errors.throwIfAny();
}

/**
 * A fixed date as given (`start_date`/`end_date` are Grape strings): `YYYY-MM-DD` that is a real
 * day, or null (blank clears, as Rails casts an unreadable date to nil).
 */
export function fixedDate(value: string | null | undefined): string | null {
  if (!value || !DATE.test(value.trim())) return null;
  const day = new Date(`${value.trim()}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value.trim() ? value.trim() : null;
}

/** A `created_at`/`updated_at` an administrator or owner gave (the facade has checked its form). */
export function epicHistoryDate(value: string, param: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw BadRequestError.param(`${param} is invalid`);
  return date;
}
