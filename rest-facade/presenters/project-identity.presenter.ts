/** The project fields Entities::ProjectIdentity shows, as any operation selects them. */
export interface ProjectIdentityFields {
  id: string;
  description: string | null;
  name: string;
  nameWithNamespace: string;
  path: string;
  pathWithNamespace: string;
  createdAt: string;
}

/** Entities::ProjectIdentity (lib/api/entities/project_identity.rb). */
export function presentProjectIdentity(project: ProjectIdentityFields) {
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
