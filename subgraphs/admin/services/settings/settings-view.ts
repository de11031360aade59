import { SETTING_ALIASES, SETTING_DEFINITIONS } from './setting-definitions';
import type { SettingDefinition, SettingsEnv, SettingValues } from './setting-types';

export function defaultOf(definition: SettingDefinition, env: SettingsEnv): unknown {
  const value = typeof definition.default === 'function' ? (definition.default as (env: SettingsEnv) => unknown)(env) : definition.default;
  return structuredClone(value);
}

/** The record as saved: defaults for a fresh instance, overlaid with what administrators changed. */
export function effectiveSettings(overrides: SettingValues, env: SettingsEnv): SettingValues {
  const settings: SettingValues = {};
  for (const [name, definition] of Object.entries(SETTING_DEFINITIONS)) {
    settings[name] = name in overrides ? overrides[name] : defaultOf(definition, env);
  }
  return settings;
}

/**
 * What GitLab's Entities::ApplicationSetting exposes: every setting except secrets, in their exposed
 * form, plus the legacy names GitLab still returns beside the current ones.
 */
export function exposedSettings(settings: SettingValues): SettingValues {
  const exposed: SettingValues = {};
  for (const [name, definition] of Object.entries(SETTING_DEFINITIONS)) {
    if (definition.writeOnly) continue;
    exposed[name] = definition.present ? definition.present(settings[name]) : settings[name];
  }
  for (const [name, { expose }] of Object.entries(SETTING_ALIASES)) {
    if (expose === undefined) continue;
    exposed[name] = typeof expose === 'string' ? exposed[expose] : expose.constant;
  }
  return exposed;
}
