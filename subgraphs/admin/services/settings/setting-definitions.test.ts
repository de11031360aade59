import { SETTING_ALIASES, SETTING_DEFINITIONS, SETTING_PARAM_RULES, SETTING_PARAMS } from './setting-definitions';
import { parseSettingsInput } from './settings-input';
import { validateSettings } from './settings-validation';
import { effectiveSettings, exposedSettings } from './settings-view';

const ENV = { host: 'gitlab.example.com' };
const names = new Set(Object.keys(SETTING_DEFINITIONS));

describe('the application setting table', () => {
  it('has defaults that pass its own validations', () => {
    expect(() => validateSettings(effectiveSettings({}, ENV))).not.toThrow();
  });

  it('has defaults of the declared types and values', () => {
    const defaults = effectiveSettings({}, ENV);
    const writable = SETTING_PARAMS.filter((param) => names.has(param.name));
    const input = Object.fromEntries(writable.map((param) => [param.name, defaults[param.name]]));
    expect(() => parseSettingsInput(input, ENV)).not.toThrow();
  });

  it('names only known settings in requirements, aliases and exposures', () => {
    const requirements = Object.values(SETTING_DEFINITIONS).flatMap((definition) => definition.requires ?? []);
    const targets = Object.values(SETTING_ALIASES).flatMap((alias) => [alias.target, typeof alias.expose === 'string' ? alias.expose : null]);
    const ruleNames = [...SETTING_PARAM_RULES.mutuallyExclusive.flat(), ...Object.values(SETTING_PARAM_RULES.housekeeping).flat()];
    expect([...requirements, ...targets].filter((name) => name !== null && !names.has(name))).toEqual([]);
    expect(ruleNames.filter((name) => !names.has(name) && !(name in SETTING_ALIASES))).toEqual([]);
  });

  it('declares every parameter once', () => {
    const declared = SETTING_PARAMS.map((param) => param.name);
    expect(declared.length).toBe(new Set(declared).size);
  });

  it('exposes every setting but the secrets, plus the legacy names', () => {
    const exposed = exposedSettings(effectiveSettings({}, ENV));
    const secrets = Object.entries(SETTING_DEFINITIONS).filter(([, d]) => d.writeOnly).map(([name]) => name);
    expect(secrets.filter((name) => name in exposed)).toEqual([]);
    expect(exposed).toMatchObject({ signin_enabled: true, housekeeping_bitmaps_enabled: true, commit_email_hostname: 'users.noreply.gitlab.example.com' });
  });
});
