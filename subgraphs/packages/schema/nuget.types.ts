import { Paginated } from '@forgegraph/platform';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Package } from '../entities/package.entity';
import { PackageFile } from '../entities/package-file.entity';

@ArgsType()
export class FeedArgs {
  @Field(() => String, { nullable: true }) projectRef?: string | null;
  @Field(() => String, { nullable: true }) groupRef?: string | null;
}

@ArgsType()
export class NugetSearchArgs extends FeedArgs {
  @Field(() => String, { defaultValue: '' }) q!: string;
  @Field(() => Int, { defaultValue: 0 }) skip!: number;
  @Field(() => Int, { defaultValue: 20 }) take!: number;
  @Field(() => Boolean, { defaultValue: true }) prerelease!: boolean;
}

@ObjectType('NugetSearchHit')
export class NugetSearchHitType {
  @Field(() => String) name!: string;
  @Field(() => Int) totalDownloads!: number;
  @Field(() => [Package], { description: 'Highest version first.' }) versions!: Package[];
}

@ObjectType('NugetSearchResult')
export class NugetSearchResultType {
  @Field(() => Int) totalHits!: number;
  @Field(() => [NugetSearchHitType]) hits!: NugetSearchHitType[];
}

@InputType()
export class CreateNugetPackageInput {
  @Field(() => String) projectRef!: string;
  @Field(() => String) uploadKey!: string;
  @Field(() => Float) size!: number;
  @Field(() => String) sha256!: string;
  @Field(() => Boolean, { defaultValue: false }) symbol!: boolean;
}

@InputType()
export class PackageFilterInput {
  @Field(() => String, { nullable: true }) packageType?: string | null;
  @Field(() => String, { nullable: true }) packageName?: string | null;
  @Field(() => String, { nullable: true }) packageVersion?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) orderBy?: string | null;
  @Field(() => String, { nullable: true }) sort?: string | null;
}

@ObjectType()
export class PackagePage extends Paginated(Package, 'PackagePage') {}

@ObjectType()
export class PackageFilePage extends Paginated(PackageFile, 'PackageFilePage') {}
