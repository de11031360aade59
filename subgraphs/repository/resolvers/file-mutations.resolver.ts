import { type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { FileCommitResult } from '../schema/content.types';
import { createFile, deleteFile, updateFile } from '../services/file-write.service';
import { FileCommitInput } from './file.inputs';

@Resolver()
export class FileMutationsResolver {
  @Mutation(() => FileCommitResult, { description: 'POST /repository/files/:file_path.' })
  createFile(@Arg('input', () => FileCommitInput) input: FileCommitInput, @Ctx() ctx: SubgraphContext): Promise<FileCommitResult> {
    return createFile(ctx, { ...input, projectId: Number(input.projectId) });
  }

  @Mutation(() => FileCommitResult, { description: 'PUT /repository/files/:file_path.' })
  updateFile(@Arg('input', () => FileCommitInput) input: FileCommitInput, @Ctx() ctx: SubgraphContext): Promise<FileCommitResult> {
    return updateFile(ctx, { ...input, projectId: Number(input.projectId) });
  }

  @Mutation(() => FileCommitResult, { description: 'DELETE /repository/files/:file_path.' })
  deleteFile(@Arg('input', () => FileCommitInput) input: FileCommitInput, @Ctx() ctx: SubgraphContext): Promise<FileCommitResult> {
    return deleteFile(ctx, { ...input, projectId: Number(input.projectId) });
  }
}
