import { SETTING_PARAM_RULES, SETTING_PARAMS, type SettingParam, type SettingType } from '@forgegraph/admin';
import { ApplicationSettings, UpdateApplicationSettings } from '../operations/settings';
import { p, type Param, type ParamSchema } from '../params/param';
import { presentApplicationSetting } from '../presenters/application-settings.presenter';
import { defineRoutes } from './route';

// Grape types of lib/api/settings.rb, per setting type of the admin subgraph's setting table.
const GRAPE_TYPES: Record<SettingType, () => Param> = {
  boolean: p.boolean,
  integer: p.integer,
  float: p.float,
  string: p.string,
  visibility: p.string,
  'string[]': () => p.array(p.string()),
  'visibility[]': () => p.array(p.string()),
  'integer[]': () => p.array(p.integer()),
  hash: p.hash,
};

function grapeParam({ type, values, commaSeparated }: SettingParam): Param {
  const param = commaSeparated ? GRAPE_TYPES[type]().commaSeparated() : GRAPE_TYPES[type]();
  return values ? param.values(values) : param;
}

/** Every setting (and legacy name) is an optional parameter; GitLab derives them the same way. */
const SETTINGS_PARAMS: ParamSchema = Object.fromEntries(SETTING_PARAMS.map((param) => [param.name, grapeParam(param)]));

/** doc/api/settings.md: administrators only; the admin subgraph answers 403 to everyone else. */
export const applicationSettingsRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/application/settings',
    auth: 'admin',
    operation: ApplicationSettings,
    present: presentApplicationSetting,
  },
  {
    method: 'PUT',
    path: '/application/settings',
    auth: 'admin',
    params: SETTINGS_PARAMS,
    // `at_least_one_of(*optional_attributes)`: GitLab lists every setting in the error, as here.
    rules: { mutuallyExclusive: SETTING_PARAM_RULES.mutuallyExclusive, atLeastOneOf: [Object.keys(SETTINGS_PARAMS)] },
    operation: UpdateApplicationSettings,
    // The admin subgraph takes the settings under GitLab's own names (one JSON object), so they are not renamed.
    variables: (params) => ({ values: params }),
    present: presentApplicationSetting,
  },
]);
