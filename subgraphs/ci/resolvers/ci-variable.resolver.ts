import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CiVariable } from '../entities/ci-variable.entity';
import { CiVariableInput, CiVariableOwnerInput } from '../schema/variable.inputs';
import { CiVariablePage } from '../schema/variable.types';
import { createVariable, deleteVariable, getVariable, listVariables, updateVariable } from '../services/variables/variable.service';

/** CI/CD variables of the instance, a group or a project (doc/api/*_level_variables.md). */
@Resolver(() => CiVariable)
export class CiVariableResolver {
  @Query(() => CiVariablePage)
  ciVariables(@Arg('owner', () => CiVariableOwnerInput) owner: CiVariableOwnerInput, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<CiVariable>> {
    return listVariables(ctx, owner, page);
  }

  @Query(() => CiVariable)
  ciVariable(@Arg('owner', () => CiVariableOwnerInput) owner: CiVariableOwnerInput, @Arg('key', () => String) key: string,
    @Arg('environmentScope', () => String, { nullable: true }) scope: string | null, @Ctx() ctx: SubgraphContext): Promise<CiVariable> {
    return getVariable(ctx, owner, key, scope);
  }

  @Mutation(() => CiVariable)
  createCiVariable(@Arg('owner', () => CiVariableOwnerInput) owner: CiVariableOwnerInput, @Arg('input', () => CiVariableInput) input: CiVariableInput, @Ctx() ctx: SubgraphContext): Promise<CiVariable> {
    return createVariable(ctx, owner, input);
  }

  @Mutation(() => CiVariable)
  updateCiVariable(@Arg('owner', () => CiVariableOwnerInput) owner: CiVariableOwnerInput, @Arg('key', () => String) key: string,
    @Arg('environmentScope', () => String, { nullable: true }) scope: string | null,
    @Arg('input', () => CiVariableInput) input: CiVariableInput, @Ctx() ctx: SubgraphContext): Promise<CiVariable> {
    return updateVariable(ctx, owner, key, scope, input);
  }

  @Mutation(() => Boolean)
  deleteCiVariable(@Arg('owner', () => CiVariableOwnerInput) owner: CiVariableOwnerInput, @Arg('key', () => String) key: string,
    @Arg('environmentScope', () => String, { nullable: true }) scope: string | null, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteVariable(ctx, owner, key, scope);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Null for hidden variables (Ci::VariableValue).' })
  value(@Root() variable: CiVariable): string | null {
    return variable.hidden ? null : variable.value;
  }
}
