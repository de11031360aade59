import type { ProjectImportStatusFields } from '../operations/project-import-export';
import { presentProjectIdentity } from './project-identity.presenter';

const FAILED_RELATION_KEYS = ['id', 'created_at', 'exception_class', 'exception_message', 'source', 'relation_name', 'line_number'] as const;

/** Entities::ProjectImportStatus with Entities::ProjectImportFailedRelation items (`stats` only for GitHub imports). */
export function presentProjectImportStatus(status: ProjectImportStatusFields) {
  return {
    ...presentProjectIdentity(status.project),
    import_status: status.importStatus,
    import_type: status.importType,
    correlation_id: status.correlationId,
    failed_relations: status.failedRelations.map((failure) => Object.fromEntries(FAILED_RELATION_KEYS.map((key) => [key, failure[key] ?? null]))),
    import_error: status.importError,
    stats: null,
  };
}
