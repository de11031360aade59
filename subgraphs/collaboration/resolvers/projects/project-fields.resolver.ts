import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Namespace } from '../../entities/namespace.entity';
import { Project } from '../../entities/project.entity';
import { ProjectFeatures, ProjectPermissions, StorageStatistics } from '../../schema/access.types';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { canProject, projectAccessFor } from '../../services/access/access.service';
import { canAdminIssues } from '../../services/access/issue-access';
import { openIssuesCountLoader } from '../../services/issues/issue-loaders';
import { namespaceRecordLoader } from '../../services/loaders';
import { projectFeaturesOf, projectPermissionsOf, projectStatisticsFor } from '../../services/projects/project-presentation';
import { httpUrlToRepo, projectWebUrl, sshUrlToRepo } from '../../services/projects/urls';

/** Derived project fields; each reads through the request's loaders (no per-project queries). */
@Resolver(() => Project)
export class ProjectFieldsResolver {
  @FieldResolver(() => Int, { description: 'Open issues the caller may count: confidential ones only for Reporters and above.' })
  async openIssuesCount(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<number> {
    const counts = await openIssuesCountLoader(ctx).load(project.id);
    return canAdminIssues(await projectAccessFor(ctx, project)) ? counts.total : counts.public;
  }

  @FieldResolver(() => Namespace)
  async namespace(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<Namespace> {
    return (await namespaceRecordLoader(ctx).load(project.namespaceId))!;
  }

  @FieldResolver(() => String, { description: '`group/sub/project`' })
  async pathWithNamespace(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<string> {
    return `${(await this.namespace(project, ctx)).fullPath}/${project.path}`;
  }

  @FieldResolver(() => String, { description: '`Group / Sub / Project`' })
  async nameWithNamespace(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<string> {
    return `${(await this.namespace(project, ctx)).fullName} / ${project.name}`;
  }

  @FieldResolver(() => String)
  async webUrl(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<string> {
    return projectWebUrl(ctx.runtime.config.externalUrl, await this.pathWithNamespace(project, ctx));
  }

  @FieldResolver(() => String)
  async httpUrlToRepo(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<string> {
    return httpUrlToRepo(ctx.runtime.config.externalUrl, await this.pathWithNamespace(project, ctx));
  }

  @FieldResolver(() => String)
  async sshUrlToRepo(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<string> {
    return sshUrlToRepo(ctx.runtime.config.externalUrl, await this.pathWithNamespace(project, ctx));
  }

  @FieldResolver(() => String, { description: "The branch a new repository starts on (GitLab's default_branch_or_main without a repository; the repository's own is `defaultBranch`)." })
  async defaultBranchOrMain(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<string> {
    const settings = await ctx.runtime.settings.current();
    return project.initialDefaultBranch || (await this.namespace(project, ctx)).defaultBranch || settings.default_branch_name || 'main';
  }

  @FieldResolver(() => UserRef, { nullable: true, description: 'The namespace owner, for projects in a personal namespace.' })
  async owner(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<UserRef | null> {
    const namespace = await this.namespace(project, ctx);
    return namespace.kind === 'user' && namespace.ownerId !== null ? userRef(namespace.ownerId) : null;
  }

  @FieldResolver(() => UserRef)
  creator(@Root() project: Project): UserRef {
    return userRef(project.creatorId);
  }

  @FieldResolver(() => Int, { description: "The caller's highest membership level (direct, inherited, personal owner); 0 for none." })
  async viewerAccessLevel(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await projectAccessFor(ctx, project)).level;
  }

  @FieldResolver(() => Boolean, { description: "Whether the caller may read the project's code (GitLab read_code)." })
  async viewerCanReadCode(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return canProject(await projectAccessFor(ctx, project), 'download_code', project);
  }

  @FieldResolver(() => Boolean)
  async viewerCanCreateMergeRequestIn(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return canProject(await projectAccessFor(ctx, project), 'create_merge_request_in', project);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller administers the project (GitLab user_can_admin_project).' })
  async viewerCanAdmin(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return canProject(await projectAccessFor(ctx, project), 'admin_project', project);
  }

  @FieldResolver(() => ProjectPermissions)
  async permissions(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<ProjectPermissions> {
    return projectPermissionsOf(await projectAccessFor(ctx, project));
  }

  @FieldResolver(() => StorageStatistics, { nullable: true, description: 'Reporters and above; null otherwise.' })
  async statistics(@Root() project: Project, @Ctx() ctx: SubgraphContext): Promise<StorageStatistics | null> {
    return projectStatisticsFor(await projectAccessFor(ctx, project), project);
  }

  @FieldResolver(() => ProjectFeatures)
  features(@Root() project: Project): ProjectFeatures {
    return projectFeaturesOf(project);
  }
}
