import { DomainError } from '@forgegraph/platform';

/**
 * A status a live subscriber may not see is no event of theirs: the gateway drops a null answer, while an
 * error would reach them (ARCHITECTURE §6 re-queries each event with the subscriber's own actor).
 */
export async function nullWhenHidden<T>(status: Promise<T>): Promise<T | null> {
  try {
    return await status;
  } catch (error) {
    if (error instanceof DomainError && ['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED'].includes(error.code)) return null;
    throw error;
  }
}
