import { type SubgraphContext } from '@forgegraph/platform';
import { projectIdOf } from '../services/domains/collaboration.client';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { FileCommitResult } from '../schema/content.types';
import { createFile, deleteFile, updateFile } from '../services/files/file-write.service';
import { FileCommitInput } from '../schema/file.inputs';

@Resolver()
export class FileMutationsResolver {
  @Mutation(() => FileCommitResult, { description: 'POST /repository/files/:file_path.' })
  async createFile(@Arg('input', () => FileCommitInput) input: FileCommitInput, @Ctx() ctx: SubgraphContext): Promise<FileCommitResult> {
    return createFile(ctx, { ...input, projectId: await projectIdOf(ctx, input.projectId) });
  }

  @Mutation(() => FileCommitResult, { description: 'PUT /repository/files/:file_path.' })
  async updateFile(@Arg('input', () => FileCommitInput) input: FileCommitInput, @Ctx() ctx: SubgraphContext): Promise<FileCommitResult> {
    return updateFile(ctx, { ...input, projectId: await projectIdOf(ctx, input.projectId) });
  }

  @Mutation(() => FileCommitResult, { description: 'DELETE /repository/files/:file_path.' })
  async deleteFile(@Arg('input', () => FileCommitInput) input: FileCommitInput, @Ctx() ctx: SubgraphContext): Promise<FileCommitResult> {
    return deleteFile(ctx, { ...input, projectId: await projectIdOf(ctx, input.projectId) });
  }
}
