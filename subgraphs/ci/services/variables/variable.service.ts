import { ConflictError, Conditions, isUniqueViolation, NotFoundError, offsetPage, ValidationFailedError, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CiVariable } from '../../entities/ci-variable.entity';
import type { CiVariableInput, CiVariableOwnerInput } from '../../schema/variable.inputs';
import { T } from '../tables';
import { manageableOwner, type VariableOwner } from './variable-owner';
import { checkVariable, takenKeyMessage } from './variable-rules';

/** GET …/variables: the owner's variables by id. */
export async function listVariables(ctx: SubgraphContext, ownerInput: CiVariableOwnerInput, args: PageArgs): Promise<Page<CiVariable>> {
  const owner = await manageableOwner(ctx, ownerInput);
  const where = new Conditions().add('v.owner_kind = ?', owner.kind).add('v.owner_id = ?', owner.id);
  return offsetPage(ctx.em, CiVariable, { from: `${T.variables} v`, where, orderBy: 'v.id asc', alias: 'v' }, args);
}

/** GET …/variables/:key (`filter[environment_scope]` picks among same-named ones). */
export async function getVariable(ctx: SubgraphContext, ownerInput: CiVariableOwnerInput, key: string, scope: string | null): Promise<CiVariable> {
  const owner = await manageableOwner(ctx, ownerInput);
  return findVariable(ctx.em, owner, key, scope);
}

export async function createVariable(ctx: SubgraphContext, ownerInput: CiVariableOwnerInput, input: CiVariableInput): Promise<CiVariable> {
  const owner = await manageableOwner(ctx, ownerInput);
  const hidden = input.maskedAndHidden ?? false;
  const variable = ctx.em.create(CiVariable, {
    ownerKind: owner.kind, ownerId: owner.id, key: (input.key ?? '').trim(), value: input.value ?? '',
    variableType: input.variableType ?? 'env_var', protected: input.protected ?? false, masked: hidden || (input.masked ?? false),
    hidden, raw: input.raw ?? false, description: input.description ?? null,
    environmentScope: owner.kind === 'instance' ? '*' : input.environmentScope || '*',
  });
  checkVariable(variable, null);
  return saveVariable(ctx.em, variable);
}

/** PUT …/variables/:key: every given attribute but the key. */
export async function updateVariable(ctx: SubgraphContext, ownerInput: CiVariableOwnerInput, key: string, scope: string | null, input: CiVariableInput): Promise<CiVariable> {
  const owner = await manageableOwner(ctx, ownerInput);
  const variable = await findVariable(ctx.em, owner, key, scope);
  const before = { ...variable };
  if (input.value != null) variable.value = input.value;
  if (input.variableType != null) variable.variableType = input.variableType;
  if (input.protected != null) variable.protected = input.protected;
  if (input.masked != null) variable.masked = input.masked;
  if (input.raw != null) variable.raw = input.raw;
  if (input.description !== undefined) variable.description = input.description;
  if (input.environmentScope && owner.kind !== 'instance') variable.environmentScope = input.environmentScope;
  variable.updatedAt = new Date();
  checkVariable(variable, before);
  return saveVariable(ctx.em, variable);
}

export async function deleteVariable(ctx: SubgraphContext, ownerInput: CiVariableOwnerInput, key: string, scope: string | null): Promise<boolean> {
  const owner = await manageableOwner(ctx, ownerInput);
  const variable = await findVariable(ctx.em, owner, key, scope);
  await ctx.em.removeAndFlush(variable);
  return true;
}

/** Ci::VariablesFinder + find_variable: one match, `404 Variable Not Found`, or 409 when the key is ambiguous. */
async function findVariable(em: EntityManager, owner: VariableOwner, key: string, scope: string | null): Promise<CiVariable> {
  const found = await em.find(CiVariable, {
    ownerKind: owner.kind, ownerId: owner.id, key, ...(scope !== null ? { environmentScope: scope } : {}),
  }, { orderBy: { id: 'asc' }, limit: 2 });
  if (!found.length) throw NotFoundError.resource('Variable');
  if (found.length > 1) throw ConflictError.message("There are multiple variables with provided parameters. Please use 'filter[environment_scope]'");
  return found[0];
}

/** Stores the variable; a duplicate key in the same scope is GitLab's uniqueness error, not a 409. */
async function saveVariable(em: EntityManager, variable: CiVariable): Promise<CiVariable> {
  try {
    await em.persistAndFlush(variable);
    return variable;
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationFailedError.fields({ key: [takenKeyMessage(variable.key)] });
    throw error;
  }
}
