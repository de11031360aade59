import type { SubgraphDefinition } from '@forgegraph/platform';
import { ApplicationSetting } from './entities/application-setting.entity';
import { Migration20261121000100 } from './migrations/Migration20261121000100';
import { Migration20261124050000 } from './migrations/Migration20261124050000';
import { ApplicationSettingsResolver } from './resolvers/application-settings.resolver';

// The REST facade declares `PUT /application/settings` from the same setting table.
export { SETTING_PARAMS, SETTING_PARAM_RULES, type SettingParam } from './services/settings/setting-definitions';
export type { SettingType } from './services/settings/setting-types';

/** Application settings (and later integrations, alerts, export/import: ARCHITECTURE §3). */
export const adminSubgraph: SubgraphDefinition = {
  name: 'admin',
  entities: [ApplicationSetting],
  resolvers: [ApplicationSettingsResolver],
  migrations: [{ name: 'Migration20261121000100', class: Migration20261121000100 }, { name: 'Migration20261124050000', class: Migration20261124050000 }],
};
