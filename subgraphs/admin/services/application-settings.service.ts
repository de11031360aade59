import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationSetting } from '../entities/application-setting.entity';
import { SETTING_DEFAULTS } from './setting-definitions';

export interface SettingsRecord {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  values: Record<string, unknown>;
}

export async function readSettings(em: EntityManager): Promise<SettingsRecord> {
  const row = await em.findOneOrFail(ApplicationSetting, { id: 1 });
  return { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt, values: { ...SETTING_DEFAULTS, ...row.overrides } };
}
