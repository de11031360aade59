import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { NamespacePackageSetting } from './entities/namespace-package-setting.entity';
import { Package } from './entities/package.entity';
import { PackageFile } from './entities/package-file.entity';
import { NugetActionsResolver } from './resolvers/nuget-actions.resolver';
import { NugetFeedResolver } from './resolvers/nuget-feed.resolver';
import { PackageFieldsResolver } from './resolvers/package-fields.resolver';
import { PackagesResolver } from './resolvers/packages.resolver';
import { references } from './resolvers/references';

/** NuGet packages, package files, symbol packages and the feed documents (ARCHITECTURE §3). */
export const packagesSubgraph: SubgraphDefinition = {
  name: 'packages',
  entities: [Package, PackageFile, NamespacePackageSetting],
  resolvers: [NugetFeedResolver, NugetActionsResolver, PackagesResolver, PackageFieldsResolver],
  references,
  migrations: migrationsIn(__dirname, ['Migration20261129000000']),
};
