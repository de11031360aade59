import type { JobFields } from '../operations/fragments/pipeline';
import { presentJob } from './job.presenter';
import { presentProjectIdentity, type ProjectIdentityFields } from './project-identity.presenter';

type JobWithProject = JobFields & { project: ProjectIdentityFields };

/** Entities::Ci::JobBasicWithProject: JobBasic (Job's keys up to `web_url`) with the project as ProjectIdentity. */
export function presentJobBasicWithProject(job: JobWithProject) {
  const full = presentJob(job);
  const basic: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    if (key === 'project') break;
    basic[key] = value;
  }
  basic.project = presentProjectIdentity(job.project);
  return basic;
}
