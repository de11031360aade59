import type { SubgraphContext } from '@forgegraph/platform';
import { Args, Ctx, ID, Query, Resolver, Arg } from 'type-graphql';
import { Package } from '../entities/package.entity';
import { FeedArgs, NugetSearchArgs, NugetSearchResultType } from '../schema/nuget.types';
import { feedOwner, feedProjectIds } from '../services/nuget/nuget-feed';
import { findNugetPackage, findNugetPackages } from '../services/nuget/nuget-finder';
import { searchNugetPackages, type NugetSearchResult } from '../services/nuget/nuget-search';

/** The NuGet feed's read documents (doc/api/packages/nuget.md), for a project or a group. */
@Resolver()
export class NugetFeedResolver {
  @Query(() => ID, { description: 'The numeric id the public service indexes put in their URLs.' })
  async nugetFeedOwner(@Args(() => FeedArgs) feed: FeedArgs, @Ctx() ctx: SubgraphContext): Promise<string> {
    return String(await feedOwner(ctx, feed));
  }

  @Query(() => [Package], { description: 'Every installable version of a package name (newest first, at most 300).' })
  async nugetPackageVersions(@Args(() => FeedArgs) feed: FeedArgs, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<Package[]> {
    return findNugetPackages(ctx, await feedProjectIds(ctx, feed), name);
  }

  @Query(() => Package, { description: 'One version of a package (its stored or normalised version).' })
  async nugetPackage(@Args(() => FeedArgs) feed: FeedArgs, @Arg('name', () => String) name: string, @Arg('version', () => String) version: string, @Ctx() ctx: SubgraphContext): Promise<Package> {
    return findNugetPackage(ctx, await feedProjectIds(ctx, feed), name, version);
  }

  @Query(() => NugetSearchResultType, { description: 'Packages::Nuget::SearchService.' })
  async nugetSearch(@Args(() => NugetSearchArgs) args: NugetSearchArgs, @Ctx() ctx: SubgraphContext): Promise<NugetSearchResult> {
    return searchNugetPackages(ctx, await feedProjectIds(ctx, args), args);
  }
}
