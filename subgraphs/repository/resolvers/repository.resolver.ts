import { type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, Float, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import { CreateRepositoryArgs } from '../schema/repository.inputs';
import { ProjectRef, projectRef } from '../schema/project-ref.type';
import { RepositoryNode, repositoryNode } from '../schema/repository.type';
import { headBranch } from '../services/git/refs';
import { changeDefaultBranch, createRepository, removeRepository } from '../services/repositories/repository-lifecycle.service';
import { openRecord } from '../services/repositories/repository-store';
import { hasBranches, repositoryExists, sizeInMegabytes } from '../services/repositories/repository-size';

@Resolver(() => RepositoryNode)
export class RepositoryResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The branch HEAD points at.' })
  rootRef(@Root() repo: RepositoryNode, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    return headBranch(openRecord(ctx, repo.record).gitDir);
  }

  @FieldResolver(() => Float, { description: 'Megabytes on disk, as last measured after a push.' })
  size(@Root() repo: RepositoryNode): number {
    return sizeInMegabytes(repo.record);
  }

  @FieldResolver(() => Float, { description: 'Bytes on disk, as last measured after a push (statistics.repository_size).' })
  sizeBytes(@Root() repo: RepositoryNode): number {
    return Number(repo.record.sizeBytes);
  }

  @FieldResolver(() => Int, { description: "Commits on the default branch, as last counted after a push (statistics.commit_count)." })
  commitCount(@Root() repo: RepositoryNode): number {
    return repo.record.commitCount;
  }

  @FieldResolver(() => Boolean)
  exists(@Root() repo: RepositoryNode, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return repositoryExists(openRecord(ctx, repo.record).gitDir);
  }

  @FieldResolver(() => Boolean, { description: 'True while no branch exists.' })
  async empty(@Root() repo: RepositoryNode, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return !(await hasBranches(openRecord(ctx, repo.record).gitDir));
  }

  @FieldResolver(() => ProjectRef)
  project(@Root() repo: RepositoryNode): ProjectRef {
    return projectRef(Number(repo.projectId));
  }

  @Mutation(() => RepositoryNode, { description: 'Service actor or administrator: creates the bare repository (idempotent).' })
  async createRepository(@Args(() => CreateRepositoryArgs) args: CreateRepositoryArgs, @Ctx() ctx: SubgraphContext): Promise<RepositoryNode> {
    const repo = await createRepository(ctx, { ...args, projectId: Number(args.projectId), authorId: args.authorId ? Number(args.authorId) : null });
    return repositoryNode(repo.record);
  }

  @Mutation(() => Boolean, { description: 'Service actor or administrator: deletes the repository; false when there was none.' })
  removeRepository(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return removeRepository(ctx, Number(projectId));
  }

  @Mutation(() => RepositoryNode, { description: 'Service actor or administrator: points HEAD at another existing branch.' })
  async changeDefaultBranch(@Arg('projectId', () => ID) projectId: string, @Arg('branch', () => String) branch: string, @Ctx() ctx: SubgraphContext): Promise<RepositoryNode> {
    return repositoryNode(await changeDefaultBranch(ctx, Number(projectId), branch));
  }
}
