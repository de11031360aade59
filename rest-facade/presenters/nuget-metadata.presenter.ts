import type { NugetPackageFields } from '../operations/nuget';
import { packageContentUrl, versionJsonUrl } from './nuget-urls';

// app/presenters/packages/nuget/packages_metadata_presenter.rb, package_metadata_presenter.rb and
// presenter_helpers.rb, with lib/api/entities/nuget/*: the registration documents.

type Versioned = NugetPackageFields;

/** NuGet's version order (numeric parts, then a release above its prereleases). */
export function compareVersions(a: string, b: string): number {
  const [relA, preA = ''] = a.toLowerCase().split('+')[0].split(/-(.*)/s);
  const [relB, preB = ''] = b.toLowerCase().split('+')[0].split(/-(.*)/s);
  const numsA = relA.split('.').map(Number);
  const numsB = relB.split('.').map(Number);
  for (let i = 0; i < Math.max(numsA.length, numsB.length); i += 1) {
    const diff = (numsA[i] ?? 0) - (numsB[i] ?? 0);
    if (diff) return diff;
  }
  if (preA === preB) return 0;
  if (!preA) return 1;
  if (!preB) return -1;
  return preA.localeCompare(preB, 'en', { numeric: true });
}

/** `metadata/:name/index`: one page holding every version, lowest first. */
export function presentMetadataIndex(packages: Versioned[], prefix: string, externalUrl: string) {
  const sorted = [...packages].sort((a, b) => compareVersions(a.version, b.version));
  const lower = sorted[0];
  const upper = sorted[sorted.length - 1];
  return {
    count: 1,
    items: [{
      '@id': versionJsonUrl(prefix, lower),
      lower: lower.version,
      upper: upper.version,
      count: sorted.length,
      items: sorted.map((pkg) => presentVersionMetadata(pkg, prefix, externalUrl)),
    }],
  };
}

/** `metadata/:name/:version` and each leaf of the index. */
export function presentVersionMetadata(pkg: Versioned, prefix: string, externalUrl: string) {
  return {
    '@id': versionJsonUrl(prefix, pkg),
    packageContent: packageContentUrl(pkg, externalUrl),
    catalogEntry: presentCatalogEntry(pkg, prefix, externalUrl),
  };
}

function presentCatalogEntry(pkg: Versioned, prefix: string, externalUrl: string) {
  const jsonUrl = versionJsonUrl(prefix, pkg);
  return {
    '@id': jsonUrl,
    authors: pkg.authors ?? '',
    dependencyGroups: presentDependencyGroups(pkg, jsonUrl),
    id: pkg.name,
    version: pkg.version,
    tags: pkg.tags.join(' '),
    packageContent: packageContentUrl(pkg, externalUrl),
    description: pkg.description ?? '',
    summary: pkg.summary ?? pkg.description ?? '',
    published: pkg.createdAt,
    // Only the URLs the nuspec set (metadatum.slice(...).compact).
    ...(pkg.projectUrl ? { projectUrl: pkg.projectUrl } : {}),
    ...(pkg.licenseUrl ? { licenseUrl: pkg.licenseUrl } : {}),
    ...(pkg.iconUrl ? { iconUrl: pkg.iconUrl } : {}),
  };
}

/** One group per target framework (ungrouped dependencies: a group without one); empty framework groups kept. */
function presentDependencyGroups(pkg: Versioned, jsonUrl: string) {
  const base = `${jsonUrl}#dependencyGroup`;
  const frameworks: Array<string | null> = [];
  for (const dep of pkg.dependencies) if (!frameworks.includes(dep.targetFramework)) frameworks.push(dep.targetFramework);
  for (const framework of pkg.frameworks) if (!frameworks.includes(framework)) frameworks.push(framework);
  return frameworks.map((framework) => {
    const id = framework ? `${base}/${framework.toLowerCase()}` : base;
    return {
      '@id': id,
      '@type': 'PackageDependencyGroup',
      ...(framework ? { targetFramework: framework } : {}),
      dependencies: pkg.dependencies.filter((dep) => dep.targetFramework === framework).map((dep) => ({
        '@id': `${id}/${dep.name.toLowerCase()}`, '@type': 'PackageDependency', id: dep.name, range: dep.range,
      })),
    };
  });
}
