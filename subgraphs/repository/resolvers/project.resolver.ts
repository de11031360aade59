import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { ProjectRef } from '../schema/project-ref.type';
import { RepositoryNode, repositoryNode } from '../schema/repository.type';
import { canReadCode } from '../services/access/code-access';
import { grantLoader, projectIdOf } from '../services/domains/collaboration.client';
import { hasBranches } from '../services/repositories/repository-size';
import { openRecord, repositoryLoader } from '../services/repositories/repository-store';

@Resolver(() => ProjectRef)
export class ProjectRepositoryResolver {
  @FieldResolver(() => RepositoryNode, { nullable: true, description: 'Null until the project has a repository.' })
  async repository(@Root() project: ProjectRef, @Ctx() ctx: SubgraphContext): Promise<RepositoryNode | null> {
    const record = await repositoryLoader(ctx).load(Number(project.id));
    return record ? repositoryNode(record) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The repository's HEAD branch; null without a repository, and for callers who may not read the code (GitLab's read_code)." })
  async defaultBranch(@Root() project: ProjectRef, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    const [record, grant] = await Promise.all([repositoryLoader(ctx).load(Number(project.id)), grantLoader(ctx).load(Number(project.id))]);
    return record && canReadCode(grant) ? record.defaultBranch : null;
  }

  @FieldResolver(() => Boolean, { description: 'True while the project has no repository or its repository has no branch.' })
  async emptyRepo(@Root() project: ProjectRef, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const record = await repositoryLoader(ctx).load(Number(project.id));
    return !record || !(await hasBranches(openRecord(ctx, record).gitDir));
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
