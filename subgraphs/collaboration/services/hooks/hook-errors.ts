import { BadRequestError, UnprocessableError } from '@forgegraph/platform';
import type { HookErrors } from './hook-validation';

/** Grape's `error!(text, 422)`: `{"error": text}`. */
function grapeError(text: string): UnprocessableError {
  return new UnprocessableError('UNPROCESSABLE', text, { error: text });
}

const humanize = (attribute: string) => {
  const words = attribute.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** ActiveModel's `full_messages.to_sentence`. */
function toSentence(errors: HookErrors): string {
  const messages = [...errors].flatMap(([attribute, list]) => list.map((message) =>
    (message.startsWith('Invalid URL template') ? message : `${humanize(attribute)} ${message}`)));
  if (messages.length <= 2) return messages.join(' and ');
  return `${messages.slice(0, -1).join(', ')}, and ${messages[messages.length - 1]}`;
}

/** The answers of GitLab's hook endpoints when a hook does not validate. */
export const HookError = {
  /** WebHooks::CreateService: the first matching summary, else every message as one sentence. */
  notCreated(errors: HookErrors): UnprocessableError {
    if (errors.has('url')) return grapeError('Invalid url given');
    if (errors.has('push_events_branch_filter')) return grapeError('Invalid branch filter given');
    if (errors.has('custom_headers')) return grapeError('Custom headers must be a valid json schema');
    return grapeError(toSentence(errors));
  },
  /** WebHooksHelpers#save_hook: URL and branch filter summaries, else `render_validation_error!`. */
  notUpdated(errors: HookErrors): UnprocessableError {
    if (errors.has('url')) return grapeError('Invalid url given');
    if (errors.has('push_events_branch_filter')) return grapeError('Invalid branch filter given');
    const fields = Object.fromEntries(errors);
    return new UnprocessableError('UNPROCESSABLE', toSentence(errors), { message: fields });
  },
  /** API::Hooks::TriggerTest and ResendHook: `render_api_error!(message, 422)`. */
  deliveryFailed(message: string): UnprocessableError {
    return UnprocessableError.message(message);
  },
  /** `error!('No parameters provided', :bad_request)`. */
  noParameters(): BadRequestError {
    return BadRequestError.param('No parameters provided');
  },
};
