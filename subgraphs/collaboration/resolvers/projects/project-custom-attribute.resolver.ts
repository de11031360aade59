import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GroupCustomAttribute as CustomAttribute } from '../../entities/group-custom-attribute.entity';
import { Project } from '../../entities/project.entity';
import type { ProjectCustomAttribute } from '../../entities/project-custom-attribute.entity';
import { projectCustomAttributesLoader } from '../../services/projects/project-custom-attribute-loader';
import {
  deleteProjectCustomAttribute, findProjectCustomAttribute, listProjectCustomAttributes, setProjectCustomAttribute,
} from '../../services/projects/project-custom-attributes.service';

// Project attributes travel as the shared `CustomAttribute` type (key and value are all it shows).
@Resolver(() => Project)
export class ProjectCustomAttributeResolver {
  @Query(() => [CustomAttribute])
  projectCustomAttributes(@Arg('projectRef', () => String) projectRef: string, @Ctx() ctx: SubgraphContext): Promise<ProjectCustomAttribute[]> {
    return listProjectCustomAttributes(ctx, projectRef);
  }

  @Query(() => CustomAttribute)
  projectCustomAttribute(@Arg('projectRef', () => String) projectRef: string, @Arg('key', () => String) key: string, @Ctx() ctx: SubgraphContext): Promise<ProjectCustomAttribute> {
    return findProjectCustomAttribute(ctx, projectRef, key);
  }

  @Mutation(() => CustomAttribute)
  setProjectCustomAttribute(
    @Arg('projectRef', () => String) projectRef: string,
    @Arg('key', () => String) key: string,
    @Arg('value', () => String) value: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<ProjectCustomAttribute> {
    return setProjectCustomAttribute(ctx, projectRef, key, value);
  }

  @Mutation(() => Boolean)
  deleteProjectCustomAttribute(@Arg('projectRef', () => String) projectRef: string, @Arg('key', () => String) key: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteProjectCustomAttribute(ctx, projectRef, key);
  }

  @FieldResolver(() => [CustomAttribute], { nullable: true, description: 'Administrators only; null for everyone else.' })
  customAttributes(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<ProjectCustomAttribute[]> | null {
    return ctx.actor.isAdmin ? projectCustomAttributesLoader(ctx).load(project.id) : null;
  }
}
