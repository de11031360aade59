import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publishEvent, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import { ApplicationSetting } from '../../entities/application-setting.entity';
import { SETTING_DEFINITIONS } from './setting-definitions';
import type { SettingsEnv, SettingValues } from './setting-types';
import { parseSettingsInput } from './settings-input';
import { validateSettings } from './settings-validation';
import { defaultOf, effectiveSettings, exposedSettings } from './settings-view';

export interface SettingsRecord {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  /** Every exposed setting under GitLab's snake_case name, as `GET /application/settings` shows it. */
  values: SettingValues;
}

/** The settings record, for administrators (the internal service actor is one). */
export async function readApplicationSettings(ctx: SubgraphContext): Promise<SettingsRecord> {
  requireAdmin(ctx.actor);
  const row = await ctx.em.findOneOrFail(ApplicationSetting, { id: 1 });
  return toRecord(row, envOf(ctx));
}

/**
 * Validates the update as GitLab does (parameters, then the whole record), writes only the values
 * that change and publishes `application_settings_changed` in the same transaction, so every
 * process's settings cache drops its copy once the change is committed.
 */
export async function updateApplicationSettings(ctx: SubgraphContext, input: SettingValues): Promise<SettingsRecord> {
  requireAdmin(ctx.actor);
  const env = envOf(ctx);
  const changes = parseSettingsInput(input, env);
  const row = await ctx.em.transactional(async (em) => {
    const current = await em.findOneOrFail(ApplicationSetting, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const saved = effectiveSettings(current.overrides, env);
    const next = { ...saved, ...changes };
    validateSettings(next);
    const changed = Object.keys(changes).filter((name) => !isEqual(changes[name], saved[name]));
    if (changed.length) await saveChanges(em, current, { changed, next, env });
    return current;
  });
  // This process reads its own write at once; other processes drop theirs on the NOTIFY.
  ctx.runtime.settings.invalidate();
  return toRecord(row, env);
}

async function saveChanges(em: EntityManager, row: ApplicationSetting, options: { changed: string[]; next: SettingValues; env: SettingsEnv }) {
  const overrides = { ...row.overrides };
  for (const name of options.changed) {
    // Only differences from the defaults are stored, so a changed default reaches untouched settings.
    if (isEqual(options.next[name], defaultOf(SETTING_DEFINITIONS[name], options.env))) delete overrides[name];
    else overrides[name] = options.next[name];
  }
  row.overrides = overrides;
  row.updatedAt = new Date();
  await em.flush();
  await publishEvent(em, 'admin', { kind: 'application_settings_changed', payload: { id: String(row.id) } });
}

function toRecord(row: ApplicationSetting, env: SettingsEnv): SettingsRecord {
  return { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt, values: exposedSettings(effectiveSettings(row.overrides, env)) };
}

function envOf(ctx: SubgraphContext): SettingsEnv {
  return { host: new URL(ctx.runtime.config.externalUrl).hostname };
}

function isEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
