import { BadRequestError, DomainError, NotFoundError } from '@forgegraph/platform';

/**
 * The snippet services' answers as GitLab renders them: `render_api_error!({ error: message }, status)`
 * gives `{"message":{"error":"..."}}` with the service response's status.
 */
export class SnippetServiceError extends DomainError {
  static invalidActions(): SnippetServiceError {
    // Snippets::BaseService INVALID_PARAMS_MESSAGES[:invalid_data], answered 422.
    return new SnippetServiceError('UNPROCESSABLE', 'Snippet actions have invalid data', { message: { error: 'Snippet actions have invalid data' } });
  }

  static failed(error: string): SnippetServiceError {
    return new SnippetServiceError('BAD_USER_INPUT', error, { message: { error } });
  }
}

export const SnippetCommitFailed = {
  retry: (ref: string) => BadRequestError.message(`Could not update ${ref}. Please refresh and try again.`),
};

export const snippetNotFound = () => NotFoundError.resource('Snippet');
