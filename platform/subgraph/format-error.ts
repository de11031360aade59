import { NotFoundError as OrmNotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { DomainError, ConflictError, NotFoundError, BadRequestError } from '../errors';
import type { Logger } from '../logger';

/**
 * The one mapping from thrown errors to GraphQL error extensions (STYLE G): domain errors keep their
 * code and GitLab body; MikroORM's are translated; anything else is logged and masked as INTERNAL.
 */
export function formatSubgraphError(error: GraphQLError, logger: Logger): GraphQLFormattedError {
  const domain = toDomainError(error.originalError ?? error);
  const formatted = error.toJSON();
  if (domain) {
    return { ...formatted, message: domain.message, extensions: { ...formatted.extensions, code: domain.code, body: domain.body } };
  }
  if (!error.originalError || error.originalError instanceof GraphQLError) {
    // Parse/validation errors of the document itself.
    return { ...formatted, extensions: { code: 'BAD_USER_INPUT', ...formatted.extensions } };
  }
  logger.error('unexpected resolver error', { error: error.originalError, path: error.path });
  return { message: 'Internal server error', path: error.path, extensions: { code: 'INTERNAL' } };
}

function toDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof UniqueConstraintViolationException) return ConflictError.message('409 Conflict');
  if (error instanceof OrmNotFoundError) return NotFoundError.record();
  if (error instanceof ArgumentValidationError) return BadRequestError.message(error.message);
  return null;
}
