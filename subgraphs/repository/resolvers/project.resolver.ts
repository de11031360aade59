import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { ProjectRef } from '../schema/project-ref.type';
import { RepositoryNode, repositoryNode } from '../schema/repository.type';
import { grantLoader } from '../services/domains/collaboration.client';
import { projectIdOf } from '../services/domains/collaboration.client';
import { repositoryLoader } from '../services/repositories/repository-store';

@Resolver(() => ProjectRef)
export class ProjectRepositoryResolver {
  @FieldResolver(() => RepositoryNode, { nullable: true, description: 'Null until the project has a repository.' })
  async repository(@Root() project: ProjectRef, @Ctx() ctx: SubgraphContext): Promise<RepositoryNode | null> {
    const record = await repositoryLoader(ctx).load(Number(project.id));
    return record ? repositoryNode(record) : null;
  }

  @Query(() => RepositoryNode, { description: "A project's repository (project id or full path), for callers who may see the project." })
  async projectRepository(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: SubgraphContext): Promise<RepositoryNode> {
    const id = await projectIdOf(ctx, projectId);
    if (!(await grantLoader(ctx).load(id)).canRead) throw NotFoundError.resource('Project');
    const record = await repositoryLoader(ctx).load(id);
    if (!record) throw NotFoundError.resource('Repository');
    return repositoryNode(record);
  }
}
