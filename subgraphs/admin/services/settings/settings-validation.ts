import { FieldErrors } from '@forgegraph/platform';
import { RECORD_CHECKS, SETTING_DEFINITIONS } from './setting-definitions';
import type { SettingDefinition, SettingValues } from './setting-types';

// What ActiveRecord answers for nil in a column that may not be nil.
const NULL_MESSAGES: Partial<Record<SettingDefinition['type'], string>> = {
  integer: 'is not a number',
  float: 'is not a number',
  boolean: 'must be a boolean value',
};

/**
 * The model validations of ApplicationSetting over the record as it would be saved, in declaration
 * order; every failure is reported at once, as `render_validation_error!` does
 * (`{"message":{"field":["must be ..."]}}`), and nothing is written.
 */
export function validateSettings(settings: SettingValues): void {
  const errors = new FieldErrors();
  for (const [name, definition] of Object.entries(SETTING_DEFINITIONS)) {
    for (const message of attributeErrors(definition, settings[name], settings)) errors.add(name, message);
  }
  for (const check of RECORD_CHECKS) {
    const error = check(settings);
    if (error) errors.add(error[0], error[1]);
  }
  errors.throwIfAny();
}

function attributeErrors(definition: SettingDefinition, value: unknown, settings: SettingValues): string[] {
  if (value === null && !definition.nullable) return [NULL_MESSAGES[definition.type] ?? "can't be blank"];
  const messages: string[] = [];
  for (const check of definition.checks ?? []) {
    const message = check(value, settings);
    if (message) messages.push(message);
  }
  return messages;
}
