import { rejectNullsForRequired } from '@forgegraph/platform';
import { Project, type FeatureAccess } from '../../entities/project.entity';
import type { ProjectSettingsInput } from '../../schema/project.inputs';
import { mergeFeatureAccess } from './project-features';

type SettingKey = Exclude<keyof ProjectSettingsInput, 'visibility' | 'featureAccessLevels' | 'featureBooleans'>;

const SETTINGS: SettingKey[] = [
  'description', 'requestAccessEnabled', 'lfsEnabled', 'topics', 'mergeMethod', 'squashOption', 'onlyAllowMergeIfPipelineSucceeds',
  'allowMergeOnSkippedPipeline', 'onlyAllowMergeIfAllDiscussionsAreResolved', 'removeSourceBranchAfterMerge',
  'printingMergeRequestLinkEnabled', 'resolveOutdatedDiffDiscussions', 'autocloseReferencedIssues', 'suggestionCommitMessage',
  'emailsEnabled', 'sharedRunnersEnabled', 'publicJobs', 'ciConfigPath', 'buildTimeout',
];

/** The given settings as entity fields: absent keys stay absent, so an update touches only what was sent. */
export function projectSettingsFrom(input: ProjectSettingsInput, stored: FeatureAccess): Partial<Project> {
  const changes: Record<string, unknown> = {};
  for (const key of SETTINGS) {
    if (input[key] !== undefined) changes[key] = key === 'topics' ? normalizeTopics(input.topics!) : input[key];
  }
  if (input.featureAccessLevels || input.featureBooleans) {
    changes.featureAccess = mergeFeatureAccess(stored, { levels: input.featureAccessLevels, booleans: input.featureBooleans });
  }
  rejectNullsForRequired(Project, changes);
  return changes as Partial<Project>;
}

/** Topics are trimmed, de-duplicated case-insensitively and kept in the given order. */
function normalizeTopics(topics: string[]): string[] {
  const seen = new Set<string>();
  return topics.map((t) => t.trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}
