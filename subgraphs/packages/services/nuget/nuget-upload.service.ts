import { randomUUID } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import { BadRequestError, ConflictError, type SubgraphContext } from '@forgegraph/platform';
import { NamespacePackageSetting } from '../../entities/namespace-package-setting.entity';
import { Package, type NugetMetadata } from '../../entities/package.entity';
import { PackageFile } from '../../entities/package-file.entity';
import { requirePackageAccess } from '../access/package-access';
import { projectNamespaceId } from '../access/group-projects';
import { parseNuspec, type Nuspec } from './nuspec-parser';
import { readNuspec } from './nupkg-reader';
import { isNugetName, isNugetVersion, normalizeNugetVersion } from './nuget-version';
import { legacyChecksums, maxNugetBytes, packageStore, UPLOAD_PREFIX } from './package-store';

/** An upload the edge streamed into the object store under `uploadKey`, waiting to be accepted. */
export interface NugetUpload {
  projectRef: string;
  uploadKey: string;
  size: number;
  sha256: string;
  symbol: boolean;
}

const DUPLICATE = 'A package with the same name and version already exists';
const NO_MATCHING_PACKAGE = 'symbol package is invalid, matching package does not exist';

/** The upload limit for the caller in the project (Workhorse's `authorize`, before the body is read). */
export async function authorizeNugetUpload(ctx: SubgraphContext, projectRef: string): Promise<number> {
  await requirePackageAccess(ctx, projectRef, 'create', { challenge: true });
  return maxNugetBytes(ctx);
}

/**
 * Packages::Nuget::CreateOrUpdatePackageService, synchronously: the `.nuspec` is read and checked, then
 * the package (or the existing one of that name and version) gets the file, in one transaction. The
 * object moves to its final key just before and is removed again if anything fails: nothing half-written.
 */
export async function createNugetPackage(ctx: SubgraphContext, upload: NugetUpload): Promise<Package> {
  const projectId = await requirePackageAccess(ctx, upload.projectRef, 'create', { challenge: true });
  if (!upload.uploadKey.startsWith(UPLOAD_PREFIX) || upload.uploadKey.includes('..')) throw BadRequestError.because('invalid upload');
  const store = packageStore(ctx);
  if (upload.size > (await maxNugetBytes(ctx))) throw BadRequestError.because('File is too large');
  const nuspec = parseNuspec(await readNuspec(store, upload.uploadKey));
  const { name, version } = checkIdentity(nuspec);
  const existing = await findExisting(ctx, projectId, name, version);
  if (upload.symbol && !existing) throw BadRequestError.message(NO_MATCHING_PACKAGE);
  if (!upload.symbol && existing && !(await duplicatesAllowed(ctx, projectId, name, version))) throw ConflictError.message(DUPLICATE);
  const checksums = await legacyChecksums(store, upload.uploadKey);
  const extension = upload.symbol ? 'snupkg' : 'nupkg';
  const objectKey = `packages/${projectId}/${randomUUID()}.${extension}`;
  await store.move(upload.uploadKey, objectKey);
  try {
    return await ctx.em.transactional(async (em) => {
      const target = existing ?? em.create(Package, { projectId, name, version, normalizedVersion: normalizeNugetVersion(version), metadata: metadataOf(nuspec) } as never);
      if (existing && !upload.symbol) Object.assign(existing, { metadata: { ...metadataOf(nuspec), dependencies: existing.metadata.dependencies, frameworks: existing.metadata.frameworks }, updatedAt: new Date() });
      await em.flush();
      em.create(PackageFile, {
        packageId: target.id, projectId, fileName: `${name.toLowerCase()}.${version.toLowerCase()}.${extension}`, fileType: extension,
        size: upload.size, fileSha256: upload.sha256, fileSha1: checksums.sha1, fileMd5: checksums.md5, objectKey,
      });
      return target;
    });
  } catch (error) {
    await store.delete(objectKey);
    throw error;
  }
}

/** What a package keeps of its nuspec (id and version are its columns). */
function metadataOf(nuspec: Nuspec): NugetMetadata {
  const { authors, description, summary, tags, projectUrl, licenseUrl, iconUrl, releaseNotes, dependencies, frameworks } = nuspec;
  return { authors, description, summary, tags, projectUrl, licenseUrl, iconUrl, releaseNotes, dependencies, frameworks };
}

/** UpdatePackageFromMetadataService's checks, with GitLab's validation texts. */
function checkIdentity(nuspec: Nuspec): { name: string; version: string } {
  if (!nuspec.id || !nuspec.version) throw BadRequestError.message('package name and/or package version not found in metadata');
  if (!isNugetName(nuspec.id)) throw BadRequestError.message('Validation failed: Name is invalid');
  if (!isNugetVersion(nuspec.version)) throw BadRequestError.message('Validation failed: Version is invalid');
  return { name: nuspec.id, version: nuspec.version };
}

/** The project's package of that name and (normalised) version, whatever its case. */
function findExisting(ctx: SubgraphContext, projectId: number, name: string, version: string): Promise<Package | null> {
  return ctx.em.findOne(Package, {
    projectId, packageType: 'nuget', status: { $ne: 'pending_destruction' },
    [raw('lower(name)')]: name.toLowerCase(), normalizedVersion: normalizeNugetVersion(version),
  }, { orderBy: { id: 'desc' } });
}

/**
 * Namespace::PackageSetting.duplicates_allowed?: the project's namespace decides (no row: allowed), and a
 * name or version matching the exception regex may always be duplicated.
 */
async function duplicatesAllowed(ctx: SubgraphContext, projectId: number, name: string, version: string): Promise<boolean> {
  const namespaceId = await projectNamespaceId(ctx, projectId);
  const setting = namespaceId === null ? null : await ctx.em.findOne(NamespacePackageSetting, { namespaceId });
  if (!setting || setting.nugetDuplicatesAllowed) return true;
  return matchesException(setting.nugetDuplicateExceptionRegex, name, version);
}

/** GitLab matches the exception regex (untrusted RE2 there) against the name and the version; a bad one matches nothing. */
function matchesException(source: string, name: string, version: string): boolean {
  if (!source) return false;
  try {
    const pattern = new RegExp(source);
    return pattern.test(name) || pattern.test(version);
  } catch {
    return false;
  }
}
