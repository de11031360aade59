// NuGet names and versions as GitLab validates and normalises them (lib/gitlab/regex.rb
// nuget_package_name_regex / nuget_version_regex; Packages::Nuget::VersionNormalizable).

const NAME = /^[-+._a-zA-Z0-9]+$/;
const IDENT = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*';
const VERSION = new RegExp(`^\\d+\\.\\d+(?:\\.\\d+)?(?:\\.\\d+)?(?:-${IDENT})?(?:\\+${IDENT})?$`);

export function isNugetName(name: string): boolean {
  return NAME.test(name) && name.length <= 255;
}

export function isNugetVersion(version: string): boolean {
  return VERSION.test(version) && version.length <= 255;
}

/**
 * `1.0.0.0` → `1.0.0`, `01.2` → `1.2.0`, `2.0.0+git.abc` → `2.0.0`, `1.0.0-BETA` → `1.0.0-beta`:
 * leading zeros stripped, build metadata dropped, lower-cased, a zero 4th part dropped, 3 parts at least.
 */
export function normalizeNugetVersion(version: string): string {
  const withoutBuild = version.split('+')[0].toLowerCase();
  const dash = withoutBuild.indexOf('-');
  const release = dash < 0 ? withoutBuild : withoutBuild.slice(0, dash);
  const prerelease = dash < 0 ? '' : withoutBuild.slice(dash);
  const parts = release.split('.').map((part) => String(Number(part)));
  if (parts.length === 4 && parts[3] === '0') parts.pop();
  while (parts.length < 3) parts.push('0');
  return parts.join('.') + prerelease;
}

export function isPrerelease(version: string): boolean {
  return version.includes('-');
}

/** NuGet's version order: numeric parts, then a release above its prereleases, then prerelease labels. */
export function compareNugetVersions(a: string, b: string): number {
  const [releaseA, preA = ''] = splitPrerelease(normalizeNugetVersion(a));
  const [releaseB, preB = ''] = splitPrerelease(normalizeNugetVersion(b));
  const numsA = releaseA.split('.').map(Number);
  const numsB = releaseB.split('.').map(Number);
  for (let i = 0; i < Math.max(numsA.length, numsB.length); i += 1) {
    const diff = (numsA[i] ?? 0) - (numsB[i] ?? 0);
    if (diff) return diff;
  }
  if (preA === preB) return 0;
  if (!preA) return 1;
  if (!preB) return -1;
  return comparePrerelease(preA, preB);
}

function splitPrerelease(version: string): [string, string?] {
  const dash = version.indexOf('-');
  return dash < 0 ? [version] : [version.slice(0, dash), version.slice(dash + 1)];
}

function comparePrerelease(a: string, b: string): number {
  const partsA = a.split('.');
  const partsB = b.split('.');
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i += 1) {
    if (partsA[i] === undefined) return -1;
    if (partsB[i] === undefined) return 1;
    const numeric = /^\d+$/.test(partsA[i]) && /^\d+$/.test(partsB[i]);
    const diff = numeric ? Number(partsA[i]) - Number(partsB[i]) : partsA[i].localeCompare(partsB[i]);
    if (diff) return diff;
  }
  return 0;
}
