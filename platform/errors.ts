/**
 * Domain errors. Each carries a machine code and the exact GitLab body the REST facade answers with,
 * so the facade's single status map (code → HTTP status) never has to guess a text.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'VALIDATION_FAILED'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL';

export type GitlabBody = Record<string, unknown>;

export class DomainError extends Error {
  constructor(readonly code: ErrorCode, message: string, readonly body: GitlabBody) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  /** `404 Project Not Found`, GitLab's `not_found!('Project')`. */
  static resource(resource: string): NotFoundError {
    const message = `404 ${resource} Not Found`;
    return new NotFoundError('NOT_FOUND', message, { message });
  }
  /** `404 Not found`: GitLab's answer to a record lookup miss (ActiveRecord::RecordNotFound). */
  static record(): NotFoundError {
    return new NotFoundError('NOT_FOUND', '404 Not found', { message: '404 Not found' });
  }
  static withMessage(message: string): NotFoundError {
    return new NotFoundError('NOT_FOUND', message, { message });
  }
}

export class UnauthenticatedError extends DomainError {
  static create(): UnauthenticatedError {
    return new UnauthenticatedError('UNAUTHENTICATED', '401 Unauthorized', { message: '401 Unauthorized' });
  }
}

export class ForbiddenError extends DomainError {
  static create(): ForbiddenError {
    return new ForbiddenError('FORBIDDEN', '403 Forbidden', { message: '403 Forbidden' });
  }
  /** `403 Forbidden - <reason>`, GitLab's `forbidden!(reason)`. */
  static because(reason: string): ForbiddenError {
    const message = `403 Forbidden - ${reason}`;
    return new ForbiddenError('FORBIDDEN', message, { message });
  }
}

export class BadRequestError extends DomainError {
  /** Grape's parameter errors: `{"error":"title is missing"}`. */
  static param(error: string): BadRequestError {
    return new BadRequestError('BAD_USER_INPUT', error, { error });
  }
  /** `{"message":"400 Bad request - <reason>"}`, GitLab's `bad_request!(reason)`. */
  static because(reason: string): BadRequestError {
    const message = `400 Bad request - ${reason}`;
    return new BadRequestError('BAD_USER_INPUT', message, { message });
  }
  /** A bare `{"message": "..."}` body with status 400. */
  static message(message: string): BadRequestError {
    return new BadRequestError('BAD_USER_INPUT', message, { message });
  }
}

export class ValidationFailedError extends DomainError {
  /** `{"message":{"field":["msg"]}}`, GitLab's `render_validation_error!`. */
  static fields(fields: Record<string, string[]>): ValidationFailedError {
    const text = Object.entries(fields).map(([k, v]) => `${k} ${v.join(', ')}`).join('; ');
    return new ValidationFailedError('VALIDATION_FAILED', text, { message: fields });
  }
}

export class ConflictError extends DomainError {
  /** `{"message": message}`; GitLab's model validation conflicts send an array of texts. */
  static message(message: string | string[]): ConflictError {
    return new ConflictError('CONFLICT', String(message), { message });
  }
}

export class UnprocessableError extends DomainError {
  static message(message: unknown): UnprocessableError {
    return new UnprocessableError('UNPROCESSABLE', String(message), { message });
  }
}

export class NotAllowedError extends DomainError {
  static create(): NotAllowedError {
    return new NotAllowedError('NOT_ALLOWED', '405 Method Not Allowed', { message: '405 Method Not Allowed' });
  }
}

/** Collects field errors in declaration order, then throws them together as GitLab does. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};
  add(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }
  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(): void {
    if (!this.isEmpty) throw this.asError();
  }
  asError(): ValidationFailedError {
    return ValidationFailedError.fields(this.errors);
  }
}
