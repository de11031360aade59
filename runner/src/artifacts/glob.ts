/**
 * A doublestar glob (the syntax of `artifacts:paths` and `artifacts:exclude`) as a regular expression over
 * slash-separated relative paths: `**` spans directories, `*` and `?` stay inside one, `[...]` and `{a,b}` as usual.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '*' && pattern[index + 1] === '*') {
      const atSegmentStart = index === 0 || pattern[index - 1] === '/';
      if (atSegmentStart && pattern[index + 2] === '/') {
        source += '(?:.*/)?';
        index += 2;
      } else {
        source += '.*';
        index += 1;
      }
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const end = pattern.indexOf(']', index + 1);
      if (end < 0) source += '\\[';
      else {
        const body = pattern.slice(index + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\');
        source += `[${body}]`;
        index = end;
      }
    } else if (char === '{') {
      const end = pattern.indexOf('}', index + 1);
      if (end < 0) source += '\\{';
      else {
        source += `(?:${pattern.slice(index + 1, end).split(',').map(escapeRegExp).join('|')})`;
        index = end;
      }
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

export function hasGlobMeta(pattern: string): boolean {
  return /[*?[{]/.test(pattern);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
