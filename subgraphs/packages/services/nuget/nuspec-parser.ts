import sax from 'sax';
import { BadRequestError } from '@forgegraph/platform';
import type { NugetDependency, NugetMetadata } from '../../entities/package.entity';

/** A `.nuspec` read as Packages::Nuget::ExtractMetadataContentService reads it. */
export interface Nuspec extends NugetMetadata {
  id: string | null;
  version: string | null;
  packageTypes: string[];
}

const TEXT_FIELDS = ['id', 'version', 'authors', 'description', 'summary', 'tags', 'projectUrl', 'licenseUrl', 'iconUrl', 'releaseNotes'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** Element names without their namespace prefix (nuspec files use a default namespace, some a prefix). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses the nuspec XML; malformed XML is a 400 with the parser's first line, as GitLab's Nokogiri error. */
export function parseNuspec(xml: string): Nuspec {
  const text: Partial<Record<TextField, string>> = {};
  const dependencies: NugetDependency[] = [];
  const frameworks: string[] = [];
  const packageTypes: string[] = [];
  const path: string[] = [];
  let group: string | null = null;
  let error: Error | null = null;
  const parser = sax.parser(true, { trim: false, xmlns: false });
  parser.onerror = (e) => {
    error ??= e;
    parser.error = null as unknown as Error;
  };
  parser.onopentag = (tag) => {
    const name = local(tag.name);
    const attributes = tag.attributes as Record<string, string>;
    path.push(name);
    const at = path.join('/');
    if (at === 'package/metadata/dependencies/group') {
      group = attributes.targetFramework?.trim() || null;
      if (group && !frameworks.includes(group)) frameworks.push(group);
    } else if (name === 'dependency' && at.startsWith('package/metadata/dependencies/')) {
      if (attributes.id?.trim()) dependencies.push({ name: attributes.id.trim(), range: attributes.version?.trim() || null, targetFramework: group });
    } else if (at === 'package/metadata/packageTypes/packageType' && attributes.name) {
      packageTypes.push(attributes.name);
    }
  };
  const addText = (value: string) => {
    const field = path.length === 3 && path[0] === 'package' && path[1] === 'metadata' ? (path[2] as TextField) : null;
    if (field && (TEXT_FIELDS as readonly string[]).includes(field)) text[field] = (text[field] ?? '') + value;
  };
  parser.ontext = addText;
  parser.oncdata = addText;
  parser.onclosetag = (name) => {
    if (path.join('/') === 'package/metadata/dependencies/group') group = null;
    path.pop();
    void name;
  };
  parser.write(xml).close();
  if (error) throw BadRequestError.message(`Error while parsing nuspec: ${String((error as Error).message).split('\n')[0]}`);
  const value = (field: TextField) => text[field]?.trim() || null;
  return {
    id: value('id'), version: value('version'), authors: value('authors'), description: value('description'),
    summary: value('summary'), projectUrl: value('projectUrl'), licenseUrl: value('licenseUrl'), iconUrl: value('iconUrl'),
    releaseNotes: value('releaseNotes'), tags: (value('tags') ?? '').split(/\s+/).filter(Boolean),
    dependencies, frameworks, packageTypes,
  };
}
