/**
 * Ruby's `File.fnmatch?(glob, path, File::FNM_PATHNAME | File::FNM_DOTMATCH | File::FNM_EXTGLOB)`,
 * which `rules:changes` and `rules:exists` use: `*` stays inside a directory, `**\/` spans any, `?`
 * is one character, `{a,b}` alternatives, `[...]` classes.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      const end = glob.indexOf('}', i);
      if (end < 0) { source += '\\{'; continue; }
      source += `(?:${glob.slice(i + 1, end).split(',').map(escapeRegExp).join('|')})`;
      i = end;
    } else if (char === '[') {
      const end = glob.indexOf(']', i);
      if (end < 0) { source += '\\['; continue; }
      source += glob.slice(i, end + 1).replace(/^\[!/, '[^');
      i = end;
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export function matchesAnyGlob(globs: string[], paths: string[]): boolean {
  const patterns = globs.map(globToRegExp);
  return paths.some((path) => patterns.some((pattern) => pattern.test(path)));
}
