import type { Project } from '../../entities/project.entity';
import { emptyStatistics, MemberAccess, ProjectFeatures, ProjectPermissions, type StorageStatistics } from '../../schema/access.types';
import { canProject, type ProjectAccess } from '../access/access.service';
import { featureAccessOf } from './project-features';

/** NotificationSetting level `global`, every member's default. */
const GLOBAL_NOTIFICATION_LEVEL = 3;

function memberAccess(level: number): MemberAccess | null {
  return level > 0 ? Object.assign(new MemberAccess(), { accessLevel: level, notificationLevel: GLOBAL_NOTIFICATION_LEVEL }) : null;
}

/** ProjectWithAccess#permissions: the direct project membership and the highest group membership above. */
export function projectPermissionsOf(access: ProjectAccess): ProjectPermissions {
  return Object.assign(new ProjectPermissions(), { projectAccess: memberAccess(access.directLevel), groupAccess: memberAccess(access.groupLevel) });
}

export function projectStatisticsFor(access: ProjectAccess, project: Project): StorageStatistics | null {
  return canProject(access, 'read_statistics', project) ? emptyStatistics() : null;
}

export function projectFeaturesOf(project: Project): ProjectFeatures {
  const f = featureAccessOf(project.featureAccess, project.visibilityLevel);
  return Object.assign(new ProjectFeatures(), {
    issues: f.issues, repository: f.repository, mergeRequests: f.merge_requests, forking: f.forking, wiki: f.wiki, builds: f.builds,
    snippets: f.snippets, pages: f.pages, operations: f.operations, analytics: f.analytics, containerRegistry: f.container_registry,
    securityAndCompliance: f.security_and_compliance, releases: f.releases, environments: f.environments, featureFlags: f.feature_flags,
    infrastructure: f.infrastructure, monitor: f.monitor, modelExperiments: f.model_experiments, modelRegistry: f.model_registry,
    requirements: f.requirements,
  });
}
