import { clampPage, PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SnippetNode, snippetNode } from '../../schema/snippet.type';
import {
  RepositoryStorageMoveNode, RepositoryStorageMovePage, ScheduleBulkStorageMovesInput, ScheduleStorageMoveInput,
  StorageMoveScopeArgs, storageMoveNode,
} from '../../schema/storage-move.type';
import { snippetLoader } from '../../services/snippets/snippet-store';
import { scheduleBulkStorageMoves } from '../../services/storage-moves/storage-move-bulk.service';
import { containerTypeOf, moveScopeOf } from '../../services/storage-moves/storage-move-container-ref';
import { findStorageMove, listStorageMoves, storageMoveAtState } from '../../services/storage-moves/storage-move-query.service';
import { scheduleStorageMove } from '../../services/storage-moves/storage-move-schedule.service';
import { projectIdsOnStorage } from '../../services/storage-moves/storage-move-containers';

/** doc/api/{project,snippet,group}_repository_storage_moves.md: administrators only. */
@Resolver(() => RepositoryStorageMoveNode)
export class StorageMoveResolver {
  @Query(() => RepositoryStorageMovePage, { description: 'Newest first; with containerRef, only that container\'s moves.' })
  async repositoryStorageMoves(@Args(() => StorageMoveScopeArgs) scope: StorageMoveScopeArgs, @Args(() => PageArgs) args: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<RepositoryStorageMoveNode>> {
    const page = await listStorageMoves(ctx, { ...(await moveScopeOf(ctx, scope)), ...clampPage(args) });
    return { nodes: page.nodes.map(storageMoveNode), pageInfo: page.pageInfo };
  }

  @Query(() => RepositoryStorageMoveNode, { description: 'A miss is `404 Not found`.' })
  async repositoryStorageMove(@Args(() => StorageMoveScopeArgs) scope: StorageMoveScopeArgs, @Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<RepositoryStorageMoveNode> {
    const { containerType, containerId } = await moveScopeOf(ctx, scope);
    return storageMoveNode(await findStorageMove(ctx, containerType, Number(id), containerId));
  }

  @Query(() => RepositoryStorageMoveNode, { nullable: true, description: 'Live status: `<move id>:<state>` shows the move in that state (storageMoveStateChanged); null for non-administrators.' })
  async repositoryStorageMoveEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<RepositoryStorageMoveNode | null> {
    const move = await storageMoveAtState(ctx, id);
    return move && storageMoveNode(move);
  }

  @Mutation(() => RepositoryStorageMoveNode, { description: 'Scheduled at once; the move runs as a job.' })
  async scheduleRepositoryStorageMove(@Arg('input', () => ScheduleStorageMoveInput) input: ScheduleStorageMoveInput, @Ctx() ctx: SubgraphContext): Promise<RepositoryStorageMoveNode> {
    const { containerType, containerId } = await moveScopeOf(ctx, input);
    return storageMoveNode(await scheduleStorageMove(ctx, { containerType, containerId: containerId!, destinationStorageName: input.destinationStorageName }));
  }

  @Mutation(() => Boolean, { description: 'Moves every container on the source shard (queued; answers at once).' })
  async scheduleBulkRepositoryStorageMoves(@Arg('input', () => ScheduleBulkStorageMovesInput) input: ScheduleBulkStorageMovesInput, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return scheduleBulkStorageMoves(ctx, { ...input, containerType: containerTypeOf(input.containerType) });
  }

  @Query(() => [ID], { description: 'Administrators only: the projects whose repository is on this shard (GET /projects?repository_storage=).' })
  async projectIdsOnStorage(@Arg('storage', () => String) storage: string, @Ctx() ctx: SubgraphContext): Promise<string[]> {
    return (await projectIdsOnStorage(ctx, storage)).map(String);
  }

  @FieldResolver(() => SnippetNode, { nullable: true })
  async snippet(@Root() move: RepositoryStorageMoveNode, @Ctx() ctx: SubgraphContext): Promise<SnippetNode | null> {
    const snippet = move.snippetId === null ? null : await snippetLoader(ctx).load(move.snippetId);
    return snippet && snippetNode(snippet, ctx.actor.isAdmin);
  }
}
