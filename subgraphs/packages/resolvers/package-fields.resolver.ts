import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Package } from '../entities/package.entity';
import { ProjectRef, projectRef } from '../schema/refs.types';
import { canDestroyPackages } from '../services/access/package-access';

@Resolver(() => Package)
export class PackageFieldsResolver {
  @FieldResolver(() => ProjectRef)
  project(@Root() pkg: Package): ProjectRef {
    return projectRef(pkg.projectId);
  }

  @FieldResolver(() => Boolean, { description: "The caller's `destroy_package` in the package's project (one batched grants call per request)." })
  canDestroy(@Root() pkg: Package, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return canDestroyPackages(ctx, pkg.projectId);
  }
}
