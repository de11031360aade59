import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractZip } from '../src/artifacts/zip-extractor';
import { hostileZip } from './support/zip-fixtures';

describe('extractZip (dependency artifacts)', () => {
  let sandbox: string;
  let buildDir: string;
  beforeEach(() => {
    sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-extract-'));
    buildDir = path.join(sandbox, 'build');
    fs.mkdirSync(buildDir);
  });
  afterEach(() => fs.rmSync(sandbox, { recursive: true, force: true }));

  async function extract(entries: Parameters<typeof hostileZip>[0]) {
    const zipPath = path.join(sandbox, 'a.zip');
    fs.writeFileSync(zipPath, hostileZip(entries));
    return extractZip(zipPath, buildDir);
  }

  it('unpacks files, directories and inner symlinks into the build dir', async () => {
    const result = await extract([
      { name: 'dist/' }, { name: 'dist/app.js', content: 'console.log(1)\n' }, { name: 'dist/latest', symlink: 'app.js' },
    ]);
    expect(result).toEqual({ extracted: 3, refused: [] });
    expect(fs.readFileSync(path.join(buildDir, 'dist/app.js'), 'utf8')).toBe('console.log(1)\n');
    expect(fs.readlinkSync(path.join(buildDir, 'dist/latest'))).toBe('app.js');
  });

  it.each([
    ['a parent-directory path', '../outside.txt'],
    ['a nested climb', 'dist/../../outside.txt'],
    ['an absolute path', '/tmp/runner-absolute-outside.txt'],
  ])('refuses %s and writes nothing outside', async (_label, name) => {
    const result = await extract([{ name, content: 'evil' }, { name: 'ok.txt', content: 'fine' }]);
    expect(result).toEqual({ extracted: 1, refused: [name] });
    expect(fs.readdirSync(sandbox).sort()).toEqual(['a.zip', 'build']);
    expect(fs.existsSync('/tmp/runner-absolute-outside.txt')).toBe(false);
  });

  it('refuses a symlink pointing outside, and a file written through a symlink to outside', async () => {
    fs.symlinkSync(sandbox, path.join(buildDir, 'pre-existing-link'));
    const result = await extract([
      { name: 'escape', symlink: '../..' },
      { name: 'pre-existing-link/through.txt', content: 'evil' },
    ]);
    expect(result).toEqual({ extracted: 0, refused: ['escape', 'pre-existing-link/through.txt'] });
    expect(fs.existsSync(path.join(sandbox, 'through.txt'))).toBe(false);
    expect(fs.existsSync(path.join(buildDir, 'escape'))).toBe(false);
  });
});
