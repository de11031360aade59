import type { NugetSearchResult } from '../operations/nuget';
import { versionJsonUrl } from './nuget-urls';

type SearchHit = NugetSearchResult['nugetSearch']['hits'][number];

/** `query`: lib/api/entities/nuget/search_results.rb over Packages::Nuget::SearchResultsPresenter. */
export function presentSearchResults(result: NugetSearchResult['nugetSearch'], prefix: string) {
  return { totalHits: result.totalHits, data: result.hits.map((hit) => presentSearchResult(hit, prefix)) };
}

function presentSearchResult(hit: SearchHit, prefix: string) {
  const latest = hit.versions[0];
  return {
    '@type': 'Package',
    authors: latest.authors ?? '',
    id: hit.name,
    title: hit.name,
    description: latest.description ?? '',
    summary: latest.summary ?? latest.description ?? '',
    totalDownloads: hit.totalDownloads,
    verified: true,
    version: latest.version,
    versions: hit.versions.map((pkg) => ({ '@id': versionJsonUrl(prefix, pkg), version: pkg.version, downloads: pkg.downloads })),
    tags: latest.tags.join(' '),
    ...(latest.projectUrl ? { projectUrl: latest.projectUrl } : {}),
    ...(latest.licenseUrl ? { licenseUrl: latest.licenseUrl } : {}),
    ...(latest.iconUrl ? { iconUrl: latest.iconUrl } : {}),
  };
}
