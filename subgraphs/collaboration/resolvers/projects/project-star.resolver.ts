import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Project } from '../../entities/project.entity';
import { ProjectStarChange, ProjectStarrer, ProjectStarrerPage } from '../../schema/project-star.types';
import { ProjectPage } from '../../schema/pages';
import { ProjectFilter } from '../../schema/project.inputs';
import { userRef } from '../../schema/user-ref.type';
import { findProjectStarrers, setProjectStar } from '../../services/stars/project-stars.service';
import { findStarredProjects, findUserProjects } from '../../services/projects/user-projects';

/** Stars, and the per-user project lists (doc/api/project_starring.md, doc/api/projects.md#list-a-users-projects). */
@Resolver(() => Project)
export class ProjectStarResolver {
  @Mutation(() => ProjectStarChange, { description: 'Stars (starred: true) or unstars the project for the caller.' })
  setProjectStar(@Arg('ref', () => String) ref: string, @Arg('starred', () => Boolean) starred: boolean, @Ctx() ctx: SubgraphContext): Promise<ProjectStarChange> {
    return setProjectStar(ctx, ref, starred);
  }

  @Query(() => ProjectStarrerPage, { description: 'Who starred the project, newest star first.' })
  async projectStarrers(
    @Arg('ref', () => String) ref: string,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<ProjectStarrer>> {
    const stars = await findProjectStarrers(ctx, ref, search, page);
    return { ...stars, nodes: stars.nodes.map((star) => ({ starredSince: star.createdAt, user: userRef(star.userId) })) };
  }

  @Query(() => ProjectPage, { description: "Projects in the user's personal namespace (id or username) that the caller can see." })
  userProjects(@Arg('userRef', () => String) userRef: string, @Arg('filter', () => ProjectFilter, { nullable: true }) filter: ProjectFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Project>> {
    return findUserProjects(ctx, userRef, filter ?? {}, page);
  }

  @Query(() => ProjectPage, { description: 'Projects the user (id or username) starred that the caller can see.' })
  userStarredProjects(@Arg('userRef', () => String) userRef: string, @Arg('filter', () => ProjectFilter, { nullable: true }) filter: ProjectFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Project>> {
    return findStarredProjects(ctx, userRef, filter ?? {}, page);
  }
}
