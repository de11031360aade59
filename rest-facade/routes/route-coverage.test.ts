import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from './index';
import { isCovered, pathMatches, requestsIn, testFiles } from './route-coverage';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Routes no e2e or compatibility test calls yet. Keep this short: a route leaves the list with its
 * first end-to-end test (real HTTP, exact GitLab bodies).
 */
const UNCOVERED_ALLOWLIST: string[] = [];

describe('route table coverage', () => {
  const requests = [path.join(ROOT, 'test', 'e2e'), path.join(ROOT, 'test', 'compat')]
    .flatMap(testFiles)
    .flatMap((file) => requestsIn(fs.readFileSync(file, 'utf8')));

  it('finds every route called by some e2e or compatibility test, or on the commented allowlist', () => {
    const uncovered = ROUTES.filter((route) => !isCovered(route, requests)).map((route) => `${route.method} ${route.path}`);
    if (uncovered.length) process.stdout.write(`routes no test calls:\n  ${uncovered.join('\n  ')}\n`);
    expect(uncovered.filter((route) => !UNCOVERED_ALLOWLIST.includes(route))).toEqual([]);
  });

  it('keeps no route on the allowlist that a test now calls', () => {
    const covered = ROUTES.filter((route) => isCovered(route, requests)).map((route) => `${route.method} ${route.path}`);
    expect(UNCOVERED_ALLOWLIST.filter((route) => covered.includes(route))).toEqual([]);
  });
});

describe('route coverage scan', () => {
  it('reads the paths of request calls, template placeholders and all', () => {
    const source = "await api.get(`/projects/${encodeURIComponent(p.path)}/repository/commits?per_page=1`); await api.post('/groups', {});";
    expect(requestsIn(source)).toEqual([
      { method: 'GET', path: '/projects/X/repository/commits' },
      { method: 'POST', path: '/groups' },
    ]);
  });

  it('matches route params, optional format extensions and placeholder prefixes', () => {
    expect(pathMatches('/projects/:id/repository/archive{.:format}', '/projects/X/repository/archive.zip')).toBe(true);
    expect(pathMatches('/projects/:id/repository/tags/:tag_name', 'X/repository/tags/v1')).toBe(true);
    expect(pathMatches('/users/:id', '/users/X/block')).toBe(false);
    expect(pathMatches('/groups/:id/custom_attributes/:key', 'X/graphql')).toBe(false);
  });
});
