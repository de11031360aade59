/**
 * Quotes a string for bash as ANSI-C `$'...'` (what gitlab-runner's `ShellEscape` produces), so any byte —
 * newlines, quotes, escape sequences — reaches the shell unchanged and nothing in it is expanded.
 */
export function shellQuote(value: string): string {
  if (value === '') return "''";
  if (/^[A-Za-z0-9_\-./:=@%+,]+$/.test(value)) return value;
  let out = "$'";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${out}'`;
}
