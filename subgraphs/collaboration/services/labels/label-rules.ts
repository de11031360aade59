import { FieldErrors } from '@forgegraph/platform';
import { isValidColor } from './label-color';

const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Label#sanitize_value: `CGI.unescapeHTML(Sanitize.clean(value))`, tags removed and entities
 * decoded. A blank value is not written at all (Label#title= and #description= skip it).
 */
export function sanitizeLabelText(value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  return value.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity]);
}

export interface LabelAttributes {
  title: string | null;
  color: string;
}

/** Label's validations, in GitLab's order (colour first, then title); `titleTaken` from the caller's lookup. */
export function validateLabel(label: LabelAttributes, titleTaken: boolean): FieldErrors {
  const errors = new FieldErrors();
  if (!isValidColor(label.color)) errors.add('color', 'must be a valid color code');
  if (label.title === null || label.title.trim() === '') {
    errors.add('title', "can't be blank");
  } else {
    if (label.title.includes(',')) errors.add('title', 'is invalid');
    if (titleTaken) errors.add('title', 'has already been taken');
    if ([...label.title].length > 255) errors.add('title', 'is too long (maximum is 255 characters)');
  }
  return errors;
}


const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * `description_html` (single-line Markdown pipeline): plain text escaped, "" without a description.
 * No Markdown renderer exists here yet, so formatting marks are kept as typed.
 */
export function labelDescriptionHtml(description: string | null): string {
  return (description ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
