import type { Namespace } from '../../../entities/namespace.entity';
import type { Project } from '../../../entities/project.entity';
import { httpUrlToRepo, projectWebUrl, sshUrlToRepo } from '../../projects/urls';

export interface HookProject {
  project: Project;
  namespace: Namespace;
  /** The repository's default branch, which the repository subgraph knows. */
  defaultBranch: string | null;
}

/** Project#hook_attrs: the `project` object of push, issue, note and other payloads. */
export function projectHookAttrs({ project, namespace, defaultBranch }: HookProject, externalUrl: string): Record<string, unknown> {
  const fullPath = `${namespace.fullPath}/${project.path}`;
  const webUrl = projectWebUrl(externalUrl, fullPath);
  const sshUrl = sshUrlToRepo(externalUrl, fullPath);
  const httpUrl = httpUrlToRepo(externalUrl, fullPath);
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    web_url: webUrl,
    avatar_url: null,
    git_ssh_url: sshUrl,
    git_http_url: httpUrl,
    namespace: namespace.name,
    visibility_level: project.visibilityLevel,
    path_with_namespace: fullPath,
    default_branch: defaultBranch,
    ci_config_path: project.ciConfigPath,
    homepage: webUrl,
    url: sshUrl,
    ssh_url: sshUrl,
    http_url: httpUrl,
  };
}
