import { FieldErrors } from '@forgegraph/platform';
import type { CiVariable } from '../../entities/ci-variable.entity';

/** Ci::HasVariable: letters, digits and `_`, at most 255 characters (the key is stripped first). */
const KEY_FORMAT = /^[a-zA-Z0-9_]+$/;
/** Ci::Maskable::REGEX: what a masked, expanded value may hold. */
const MASKABLE = /^[a-zA-Z0-9_+=/@:.~-]{8,}$/;
/** Ci::Maskable::MASK_AND_RAW_REGEX: a masked raw value only needs one line of 8+ non-blank characters. */
const MASKABLE_RAW = /^\S{8,}$/;

/** What a write leaves the variable as, before it is stored. */
export type VariableState = Pick<CiVariable, 'key' | 'value' | 'masked' | 'hidden' | 'raw'>;

/**
 * GitLab's model validations of a variable, in its order (key, value, then the hidden rules of
 * Ci::HidableVariable); `before` is the stored variable on updates. Uniqueness is the database's.
 */
export function checkVariable(state: VariableState, before: VariableState | null): void {
  const errors = new FieldErrors();
  if (!state.key) errors.add('key', "can't be blank");
  else if (state.key.length > 255) errors.add('key', 'is too long (maximum is 255 characters)');
  else if (!KEY_FORMAT.test(state.key)) errors.add('key', "can contain only letters, digits and '_'.");
  if (state.masked && !(state.raw ? MASKABLE_RAW : MASKABLE).test(state.value)) errors.add('value', 'is invalid');
  if (!before && state.hidden && !state.masked) errors.add('masked', 'should be true when variable is hidden');
  if (before) checkHiddenUpdate(state, before, errors);
  errors.throwIfAny();
}

function checkHiddenUpdate(state: VariableState, before: VariableState, errors: FieldErrors): void {
  const hiddenChanged = state.hidden !== before.hidden;
  const maskedChanged = state.masked !== before.masked;
  if (!hiddenChanged && !maskedChanged) return;
  if (!state.hidden && !hiddenChanged) return;
  errors.add('base', hiddenChanged ? 'Only new variables can be set as masked and hidden.' : 'The visibility setting cannot be changed for masked and hidden variables.');
}

/** The message of a duplicate key in the same environment scope (the uniqueness validation). */
export function takenKeyMessage(key: string): string {
  return `(${key}) has already been taken`;
}
