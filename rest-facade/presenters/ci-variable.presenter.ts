import type { CiVariableFields } from '../operations/fragments/ci-variable';

/**
 * Entities::Ci::Variable (lib/api/entities/ci/variable.rb) for project and group variables: `value`
 * is null for hidden ones (Ci::VariableValue).
 */
export function presentCiVariable(variable: CiVariableFields) {
  return {
    variable_type: variable.variableType,
    key: variable.key,
    value: variable.value,
    hidden: variable.hidden,
    protected: variable.protected,
    masked: variable.masked,
    raw: variable.raw,
    environment_scope: variable.environmentScope,
    description: variable.description,
  };
}

/** The same entity for instance variables, which have neither `hidden` nor an environment scope. */
export function presentInstanceVariable(variable: CiVariableFields) {
  return {
    variable_type: variable.variableType,
    key: variable.key,
    value: variable.value,
    protected: variable.protected,
    masked: variable.masked,
    raw: variable.raw,
    description: variable.description,
  };
}
