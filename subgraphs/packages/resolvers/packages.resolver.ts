import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Package } from '../entities/package.entity';
import { PackageFile } from '../entities/package-file.entity';
import { PackageFilePage, PackageFilterInput, PackagePage } from '../schema/nuget.types';
import { deletePackage, deletePackageFile } from '../services/packages/package-delete.service';
import { findProjectPackage, listGroupPackages, listProjectPackages, listPackageFiles } from '../services/packages/package-finder';

const PROJECT = ['projectRef', () => String] as const;
const FILTER = ['filter', () => PackageFilterInput, { nullable: true }] as const;

/** The package registry API (doc/api/packages.md). */
@Resolver()
export class PackagesResolver {
  @Query(() => PackagePage)
  projectPackages(@Arg(...PROJECT) projectRef: string, @Arg(...FILTER) filter: PackageFilterInput | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Package>> {
    return listProjectPackages(ctx, projectRef, filter ?? {}, page);
  }

  @Query(() => PackagePage)
  groupPackages(@Arg('groupRef', () => String) groupRef: string, @Arg(...FILTER) filter: PackageFilterInput | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Package>> {
    return listGroupPackages(ctx, groupRef, filter ?? {}, page);
  }

  @Query(() => Package)
  projectPackage(@Arg(...PROJECT) projectRef: string, @Arg('packageId', () => Int) packageId: number, @Ctx() ctx: SubgraphContext): Promise<Package> {
    return findProjectPackage(ctx, projectRef, packageId);
  }

  @Query(() => PackageFilePage)
  packageFiles(@Arg(...PROJECT) projectRef: string, @Arg('packageId', () => Int) packageId: number, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<PackageFile>> {
    return listPackageFiles(ctx, projectRef, packageId, page);
  }

  @Mutation(() => Boolean)
  deletePackage(@Arg(...PROJECT) projectRef: string, @Arg('packageId', () => Int) packageId: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deletePackage(ctx, projectRef, packageId);
  }

  @Mutation(() => Boolean)
  deletePackageFile(@Arg(...PROJECT) projectRef: string, @Arg('packageId', () => Int) packageId: number, @Arg('packageFileId', () => Int) fileId: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deletePackageFile(ctx, projectRef, packageId, fileId);
  }
}
