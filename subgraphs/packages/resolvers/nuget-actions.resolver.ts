import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Float, Mutation, Resolver } from 'type-graphql';
import { Package } from '../entities/package.entity';
import { PackageFile } from '../entities/package-file.entity';
import { CreateNugetPackageInput } from '../schema/nuget.types';
import { downloadNugetFile } from '../services/nuget/nuget-download.service';
import { authorizeNugetUpload, createNugetPackage } from '../services/nuget/nuget-upload.service';
import { deleteNugetPackage } from '../services/packages/package-delete.service';

const PROJECT = ['projectRef', () => String] as const;

@Resolver()
export class NugetActionsResolver {
  @Mutation(() => Float, { description: 'The upload limit in bytes for a caller who may publish to the project (asked before the body is read).' })
  authorizeNugetUpload(@Arg(...PROJECT) projectRef: string, @Ctx() ctx: SubgraphContext): Promise<number> {
    return authorizeNugetUpload(ctx, projectRef);
  }

  @Mutation(() => Package, { description: 'Accepts a .nupkg (or .snupkg) the edge streamed into the object store.' })
  createNugetPackage(@Arg('input', () => CreateNugetPackageInput) input: CreateNugetPackageInput, @Ctx() ctx: SubgraphContext): Promise<Package> {
    return createNugetPackage(ctx, input);
  }

  @Mutation(() => PackageFile, { description: 'The file a feed download names, counted as a download of its package.' })
  downloadNugetPackageFile(
    @Arg(...PROJECT) projectRef: string, @Arg('name', () => String) name: string,
    @Arg('version', () => String) version: string, @Arg('fileName', () => String, { nullable: true }) fileName: string | null, @Ctx() ctx: SubgraphContext,
  ): Promise<PackageFile> {
    return downloadNugetFile(ctx, { projectRef, name, version, fileName });
  }

  @Mutation(() => Boolean, { description: 'Deletes a NuGet package version (Maintainer).' })
  deleteNugetPackage(@Arg(...PROJECT) projectRef: string, @Arg('name', () => String) name: string, @Arg('version', () => String) version: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteNugetPackage(ctx, projectRef, name, version);
  }
}
