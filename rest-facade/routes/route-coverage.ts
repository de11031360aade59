import fs from 'node:fs';
import path from 'node:path';
import type { Route } from './route';

/** One request a test file makes: the method when the call names it, and the path with each `${…}` as `X`. */
export interface TestRequest {
  method: string | null;
  path: string;
}

const METHOD_CALL = /\.(get|post|put|patch|delete|head)\(\s*$/i;

/**
 * The string literal starting at `start` (a quote), and where it ends: each `${…}` (nested braces
 * included) becomes `X`, or the path of a helper the file declares (`${links(group.id)}/two`).
 */
function literalAt(source: string, start: number, helpers: ReadonlyMap<string, string> = new Map()): { text: string; end: number } {
  const quote = source[start];
  let text = '';
  let i = start + 1;
  for (; i < source.length && source[i] !== quote; i++) {
    if (source[i] === '\\') {
      text += source[++i];
    } else if (quote === '`' && source.startsWith('${', i)) {
      let depth = 1;
      const from = i + 2;
      i = from;
      while (i < source.length && depth > 0) depth += source[i] === '{' ? 1 : source[i] === '}' ? -1 : 0, i++;
      i--;
      const helper = /^(\w+)(\(.*\))?$/s.exec(source.slice(from, i))?.[1];
      text += (helper && helpers.get(helper)) ?? 'X';
    } else {
      text += source[i];
    }
  }
  return { text, end: i };
}

/** `const links = (id) => \`/groups/${id}/ldap_group_links\`` and `const path = \`/users/…\``: helper name → path. */
function pathHelpers(source: string): Map<string, string> {
  const helpers = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = (?:\([^)]*\) => )?(?=[`'"]\/)/g)) {
    helpers.set(match[1], literalAt(source, match.index + match[0].length).text);
  }
  return helpers;
}

/** Every string literal in a test file that looks like an /api/v4 path, with the method of the call it is passed to. */
export function requestsIn(source: string): TestRequest[] {
  const requests: TestRequest[] = [];
  const helpers = pathHelpers(source);
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    // Comments are skipped: an apostrophe in one would read as a string.
    if (source.startsWith('//', i)) i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) === -1 ? source.length : source.indexOf('*/', i) + 1;
    if (c !== "'" && c !== '"' && c !== '`') continue;
    const { text, end } = literalAt(source, i, helpers);
    const call = METHOD_CALL.exec(source.slice(Math.max(0, i - 12), i));
    // A path names at least one segment of its own (`${a}/${b}` could be any route).
    if (/^X?\//.test(text) && /[^X/]/.test(text.split('?')[0])) requests.push({ method: call ? call[1].toUpperCase() : null, path: text.replace(/^\/api\/v4(?=\/)/, '').split('?')[0] });
    i = end;
  }
  return requests;
}

/** One segment of a route path as a pattern: `:id` any segment, `archive{.:format}` with an optional extension. */
function segmentPattern(segment: string): RegExp {
  const source = segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\\\.:\w+\}/g, '(\\.[^/]+)?').replace(/^:\w+$/, '[^/]+');
  return new RegExp(`^${source}$`);
}

/**
 * Whether a test path can name the route: segment by segment, a placeholder (`X`) standing for any
 * one segment. A leading placeholder stands for a prefix (`${base()}/repository/tags`); the rest must
 * then name at least one of the route's own words, so `${a}/x` does not match every route.
 */
export function pathMatches(routePath: string, requestPath: string): boolean {
  const route = routePath.split('/').slice(1);
  const prefixed = requestPath.startsWith('X');
  const request = requestPath.split('/').slice(1);
  if (prefixed ? request.length >= route.length : request.length !== route.length) return false;
  const aligned = route.slice(route.length - request.length);
  const matches = request.every((segment, i) => segment === 'X' || segmentPattern(aligned[i]).test(segment));
  return matches && (!prefixed || request.some((segment, i) => !aligned[i].startsWith(':') && segment !== 'X' && segmentPattern(aligned[i]).test(segment)));
}

/** A route is covered when some request names its path with its method, or in a call that does not show the method (tables). */
export function isCovered(route: Route, requests: TestRequest[]): boolean {
  return requests.some((request) => (request.method === null || request.method === route.method) && pathMatches(route.path, request.path));
}

export function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}
