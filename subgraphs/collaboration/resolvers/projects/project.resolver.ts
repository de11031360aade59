import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Project } from '../../entities/project.entity';
import { ProjectAccessGrant } from '../../schema/access.types';
import { ProjectPage } from '../../schema/pages';
import { CreateProjectInput, ProjectFilter, UpdateProjectInput } from '../../schema/project.inputs';
import { projectAccessGrants } from '../../services/access/access-grants';
import { findReadableProject } from '../../services/namespaces/lookup';
import { createProject, createProjectForUser } from '../../services/projects/project-create.service';
import { findProjects } from '../../services/projects/project-finder';
import { deleteProject, setProjectArchived, updateProject } from '../../services/projects/project-update.service';

@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => Project, { description: 'A project by id or full path (`ref`), or by `fullPath` as GitLab\'s GraphQL names it; 404 when missing or not readable by the caller.' })
  async project(
    @Arg('ref', () => String, { nullable: true }) ref: string | null,
    @Arg('fullPath', () => ID, { nullable: true }) fullPath: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Project> {
    return (await findReadableProject(ctx, ref ?? fullPath ?? '')).project;
  }

  @Query(() => ProjectPage)
  projects(@Arg('filter', () => ProjectFilter, { nullable: true }) filter: ProjectFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Project>> {
    return findProjects(ctx, filter ?? {}, page, { createdAtMeansId: true });
  }

  @Query(() => [ProjectAccessGrant], { description: "The caller's access to each project, for other subgraphs' authorization." })
  projectAccess(@Arg('projectIds', () => [ID]) projectIds: string[], @Ctx() ctx: SubgraphContext): Promise<ProjectAccessGrant[]> {
    return projectAccessGrants(ctx, projectIds);
  }

  @Mutation(() => Project, { description: 'With userId (administrators): create the project as that user.' })
  createProject(
    @Arg('input', () => CreateProjectInput) input: CreateProjectInput,
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Project> {
    return userId === null ? createProject(ctx, input) : createProjectForUser(ctx, Number(userId), input);
  }

  @Mutation(() => Project)
  updateProject(@Arg('ref', () => String) ref: string, @Arg('input', () => UpdateProjectInput) input: UpdateProjectInput, @Ctx() ctx: SubgraphContext): Promise<Project> {
    return updateProject(ctx, ref, input);
  }

  @Mutation(() => Project)
  archiveProject(@Arg('ref', () => String) ref: string, @Ctx() ctx: SubgraphContext): Promise<Project> {
    return setProjectArchived(ctx, ref, true);
  }

  @Mutation(() => Project)
  unarchiveProject(@Arg('ref', () => String) ref: string, @Ctx() ctx: SubgraphContext): Promise<Project> {
    return setProjectArchived(ctx, ref, false);
  }

  @Mutation(() => Boolean, { description: 'Schedules the deletion; the project is gone for every reader at once.' })
  deleteProject(@Arg('ref', () => String) ref: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteProject(ctx, ref);
  }
}
