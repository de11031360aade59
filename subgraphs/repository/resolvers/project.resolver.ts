import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { ProjectRef } from '../schema/project-ref.type';
import { RepositoryNode, repositoryNode } from '../schema/repository.type';
import { grantLoader } from '../services/project-access';
import { repositoryLoader } from '../services/repository-store';

@Resolver(() => ProjectRef)
export class ProjectRepositoryResolver {
  @FieldResolver(() => RepositoryNode, { nullable: true, description: 'Null until the project has a repository.' })
  async repository(@Root() project: ProjectRef, @Ctx() ctx: SubgraphContext): Promise<RepositoryNode | null> {
    const record = await repositoryLoader(ctx).load(Number(project.id));
    return record ? repositoryNode(record) : null;
  }

  @Query(() => RepositoryNode, { description: "A project's repository, for callers who may see the project." })
  async projectRepository(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: SubgraphContext): Promise<RepositoryNode> {
    const grant = /^\d+$/.test(projectId) ? await grantLoader(ctx).load(Number(projectId)) : null;
    if (!grant?.canRead) throw NotFoundError.resource('Project');
    const record = await repositoryLoader(ctx).load(Number(projectId));
    if (!record) throw NotFoundError.resource('Repository');
    return repositoryNode(record);
  }
}
