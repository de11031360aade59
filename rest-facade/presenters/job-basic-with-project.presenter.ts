import type { JobFields } from '../operations/fragments/pipeline';
import { presentJob } from './job.presenter';

type JobWithProject = JobFields & {
  project: { id: string; description: string | null; name: string; nameWithNamespace: string; path: string; pathWithNamespace: string; createdAt: string };
};

/** Entities::Ci::JobBasicWithProject: JobBasic (Job's keys up to `web_url`) with the project as ProjectIdentity. */
export function presentJobBasicWithProject(job: JobWithProject) {
  const full = presentJob(job);
  const basic: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    if (key === 'project') break;
    basic[key] = value;
  }
  const { project } = job;
  basic.project = {
    id: Number(project.id),
    description: project.description,
    name: project.name,
    name_with_namespace: project.nameWithNamespace,
    path: project.path,
    path_with_namespace: project.pathWithNamespace,
    created_at: project.createdAt,
  };
  return basic;
}
