import type { FeatureAccess } from '../../entities/project.entity';
import { Visibility } from '../../entities/visibility';

/** GitLab's project features (project_features table) in API order, with their API names. */
export const PROJECT_FEATURES = [
  'issues', 'repository', 'merge_requests', 'forking', 'wiki', 'builds', 'snippets', 'pages', 'operations', 'analytics',
  'container_registry', 'security_and_compliance', 'releases', 'environments', 'feature_flags', 'infrastructure', 'monitor',
  'model_experiments', 'model_registry', 'requirements',
] as const;

export type ProjectFeature = (typeof PROJECT_FEATURES)[number];

export const FEATURE_ACCESS_VALUES = ['disabled', 'private', 'enabled', 'public'] as const;

/** The deprecated `*_enabled` booleans of the API and the feature each one switches. */
export const FEATURE_BOOLEANS: Record<string, ProjectFeature> = {
  issues_enabled: 'issues',
  merge_requests_enabled: 'merge_requests',
  wiki_enabled: 'wiki',
  jobs_enabled: 'builds',
  snippets_enabled: 'snippets',
  container_registry_enabled: 'container_registry',
};

function defaultAccess(feature: ProjectFeature, visibilityLevel: number): string {
  if (feature === 'pages') return visibilityLevel === Visibility.PRIVATE ? 'private' : 'enabled';
  if (feature === 'security_and_compliance') return 'private';
  return 'enabled';
}

export function featureAccessOf(stored: FeatureAccess, visibilityLevel: number): Record<ProjectFeature, string> {
  const result = {} as Record<ProjectFeature, string>;
  for (const feature of PROJECT_FEATURES) result[feature] = stored[feature] ?? defaultAccess(feature, visibilityLevel);
  return result;
}

/** Merges `*_access_level` strings and the deprecated booleans (the string wins when both are given). */
export function mergeFeatureAccess(stored: FeatureAccess, changes: { levels?: Record<string, string>; booleans?: Record<string, boolean> }): FeatureAccess {
  const next = { ...stored };
  for (const [name, enabled] of Object.entries(changes.booleans ?? {})) {
    const feature = FEATURE_BOOLEANS[name];
    if (feature) next[feature] = enabled ? 'enabled' : 'disabled';
  }
  for (const [feature, level] of Object.entries(changes.levels ?? {})) {
    if ((PROJECT_FEATURES as readonly string[]).includes(feature)) next[feature] = level;
  }
  return next;
}

/** Whether a caller with `level` (and the project's visibility) may use a feature: GitLab's feature_available?. */
export function isFeatureAvailable(access: string, level: number, isAdmin: boolean): boolean {
  if (access === 'disabled') return false;
  if (access === 'private') return isAdmin || level >= 20;
  return true;
}
