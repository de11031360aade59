import type { TransferProjectIdentity } from '../operations/project-import-export';

/** Entities::ProjectIdentity (lib/api/entities/project_identity.rb). */
export function presentProjectIdentity(project: TransferProjectIdentity) {
  return {
    id: Number(project.id),
    description: project.description,
    name: project.name,
    name_with_namespace: project.nameWithNamespace,
    path: project.path,
    path_with_namespace: project.pathWithNamespace,
    created_at: project.createdAt,
  };
}
