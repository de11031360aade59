import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { GroupCustomAttribute } from '../../entities/group-custom-attribute.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { Project } from '../../entities/project.entity';
import { emptyStatistics, StorageStatistics } from '../../schema/access.types';
import { Group } from '../../schema/group.type';
import { canGroup, groupAccessFor } from '../../services/access/access.service';
import { projectCreationName, subgroupCreationName } from '../../services/groups/creation-levels';
import { customAttributesLoader, namespaceLoader } from '../../services/loaders';
import { findProjects } from '../../services/projects/project-finder';
import { groupWebUrl } from '../../services/projects/urls';

/** GroupDetail lists at most this many projects (GitLab's projects_limit for the entity). */
const DETAIL_PROJECTS_LIMIT = 100;

@Resolver(() => Group)
export class GroupFieldsResolver {
  @FieldResolver(() => String)
  webUrl(@Root() group: Namespace, @Ctx() ctx: SubgraphContext): string {
    return groupWebUrl(ctx.runtime.config.externalUrl, group.fullPath);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Uploaded avatars are not stored yet.' })
  avatarUrl(): string | null {
    return null;
  }

  @FieldResolver(() => String, { description: '`noone`, `maintainer`, `developer` or `administrator`.' })
  projectCreationLevel(@Root() group: Namespace): string {
    return projectCreationName(group.projectCreationLevel);
  }

  @FieldResolver(() => String, { description: '`owner` or `maintainer`.' })
  subgroupCreationLevel(@Root() group: Namespace): string {
    return subgroupCreationName(group.subgroupCreationLevel);
  }

  @FieldResolver(() => Group, { nullable: true })
  parent(@Root() group: Namespace, @Ctx() ctx: SubgraphContext): Promise<Namespace | null> | null {
    return group.parentId === null ? null : namespaceLoader(ctx).load(group.parentId);
  }

  @FieldResolver(() => Int, { description: "The caller's highest membership level here or above; 0 for none." })
  async viewerAccessLevel(@Root() group: Namespace, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await groupAccessFor(ctx, group)).level;
  }

  @FieldResolver(() => Boolean, { description: 'Owners and administrators (GitLab user_can_admin_group).' })
  async viewerCanAdmin(@Root() group: Namespace, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return canGroup(await groupAccessFor(ctx, group), 'admin_group', group);
  }

  @FieldResolver(() => [GroupCustomAttribute], { nullable: true, description: 'Administrators only; null for everyone else.' })
  customAttributes(@Root() group: Namespace, @Ctx() ctx: SubgraphContext): Promise<GroupCustomAttribute[]> | null {
    return ctx.actor.isAdmin ? customAttributesLoader(ctx).load(group.id) : null;
  }

  @FieldResolver(() => StorageStatistics, { nullable: true, description: 'Administrators only; null for everyone else.' })
  statistics(@Ctx() ctx: SubgraphContext): StorageStatistics | null {
    return ctx.actor.isAdmin ? emptyStatistics() : null;
  }

  @FieldResolver(() => [Project], { description: "GroupDetail's projects: the caller's visible projects directly in this group." })
  async projects(@Root() group: Namespace, @Ctx() ctx: SubgraphContext): Promise<Project[]> {
    const page = await findProjects(ctx, {}, { page: 1, perPage: DETAIL_PROJECTS_LIMIT, keyset: false }, { group });
    return page.nodes;
  }

  @FieldResolver(() => [Project], { description: 'Projects shared with this group (group shares come later: empty).' })
  sharedProjects(): Project[] {
    return [];
  }
}
