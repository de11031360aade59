import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { createGzipStream, createZipStream } from '../src/artifacts/archive-writer';
import { collectArtifactFiles } from '../src/artifacts/file-collector';
import { globToRegExp } from '../src/artifacts/glob';
import { artifactFileName } from '../src/job/artifacts-stage';

describe('artifact archives', () => {
  let project: string;
  let lines: string[];
  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-artifacts-'));
    lines = [];
    const files: Record<string, string> = {
      'dist/app.js': 'app', 'dist/app.js.map': 'map', 'dist/assets/logo.svg': '<svg/>', 'dist/tmp/cache.bin': 'cache',
      'reports/unit.xml': '<testsuite name="unit"/>', 'reports/e2e/e2e.xml': '<testsuite name="e2e"/>', 'notes.txt': 'notes',
    };
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
      fs.writeFileSync(path.join(project, name), content);
    }
    fs.symlinkSync('app.js', path.join(project, 'dist', 'current.js'));
  });
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

  const collect = (paths: string[], exclude: string[] = [], untracked = false) =>
    collectArtifactFiles({ projectDir: project, paths, exclude, untracked, log: (line) => lines.push(line) });

  it('takes a directory with everything under it, minus exclude globs, and logs what it found', async () => {
    const files = await collect(['dist/'], ['dist/**/*.map', 'dist/tmp']);
    expect(files).toEqual(['dist/', 'dist/app.js', 'dist/assets/', 'dist/assets/logo.svg', 'dist/current.js']);
    expect(lines).toEqual([
      'dist/: found 8 matching artifact files and directories\n',
      'dist/**/*.map: excluded 1 files\n',
      'dist/tmp: excluded 2 files\n',
    ]);
  });

  it('matches doublestar globs across directories, and warns about paths that match nothing or leave the project', async () => {
    expect(await collect(['reports/**/*.xml', 'missing/*.log', '../outside'])).toEqual(['reports/e2e/e2e.xml', 'reports/unit.xml']);
    expect(lines[1]).toBe(`\x1b[0;33mWARNING: missing/*.log: no matching files. Ensure that the artifact path is relative to the working directory (${project})\x1b[0;m\n`);
    expect(lines[2]).toContain('artifact path is not a subpath of project directory: ../outside');
  });

  it('adds untracked files of the git checkout', async () => {
    execFileSync('git', ['init', '-q'], { cwd: project });
    execFileSync('git', ['add', 'notes.txt'], { cwd: project });
    const files = await collect([], [], true);
    expect(files).toContain('dist/app.js');
    expect(files).not.toContain('notes.txt');
  });

  it('writes a zip that unzip reads back, with directories, contents and the symlink kept as a link', async () => {
    const files = await collect(['dist/'], ['dist/tmp']);
    const zipPath = path.join(project, 'out.zip');
    fs.writeFileSync(zipPath, await buffer(createZipStream(project, files)));
    const listing = execFileSync('unzip', ['-Z1', zipPath]).toString().split('\n').filter(Boolean);
    expect(listing.sort()).toEqual(['dist/', 'dist/app.js', 'dist/app.js.map', 'dist/assets/', 'dist/assets/logo.svg', 'dist/current.js']);
    expect(execFileSync('unzip', ['-p', zipPath, 'dist/assets/logo.svg']).toString()).toBe('<svg/>');
    expect(execFileSync('unzip', ['-Z', zipPath, 'dist/current.js']).toString()).toMatch(/^l/);
    execFileSync('unzip', ['-tq', zipPath]);
  });

  it('writes the gzip format as one member per file in path order', async () => {
    const files = await collect(['reports/**/*.xml']);
    const gz = await buffer(createGzipStream(project, files));
    expect(gunzipSync(gz).toString()).toBe('<testsuite name="e2e"/><testsuite name="unit"/>');
    expect(gz.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gz.indexOf(Buffer.from([0x1f, 0x8b, 0x08]), 3)).toBeGreaterThan(0);
  });

  it('names the uploaded file as gitlab-runner does', () => {
    expect(artifactFileName('', 'zip')).toBe('artifacts.zip');
    expect(artifactFileName('release-1', 'zip')).toBe('release-1.zip');
    expect(artifactFileName('junit.xml', 'gzip')).toBe('junit.xml.gz');
    expect(artifactFileName('dir/report.json', 'raw')).toBe('report.json');
    expect(artifactFileName('/', 'zip')).toBe('default.zip');
  });

  it.each([
    ['**/*.xml', 'a/b/c.xml', true], ['**/*.xml', 'c.xml', true], ['*.xml', 'a/c.xml', false],
    ['dist/*', 'dist/a.js', true], ['dist/*', 'dist/sub/a.js', false], ['file?.txt', 'file1.txt', true],
    ['{a,b}/x', 'b/x', true], ['[ab].txt', 'c.txt', false],
  ])('glob %s matches %s: %s', (pattern, candidate, expected) => {
    expect(globToRegExp(pattern).test(candidate)).toBe(expected);
  });
});
