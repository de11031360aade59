import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { ApplicationSetting } from './entities/application-setting.entity';
import { ApplicationSettingsResolver } from './resolvers/application-settings.resolver';

// The REST facade declares `PUT /application/settings` from the same setting table.
export { SETTING_PARAMS, SETTING_PARAM_RULES, type SettingParam } from './services/settings/setting-definitions';
export type { SettingType } from './services/settings/setting-types';

/** Application settings (and later integrations, alerts, export/import: ARCHITECTURE §3). */
export const adminSubgraph: SubgraphDefinition = {
  name: 'admin',
  entities: [ApplicationSetting],
  resolvers: [ApplicationSettingsResolver],
  migrations: migrationsIn(__dirname, [
    'Migration20261121000100',
    'Migration20261124050000',
  ]),
};
