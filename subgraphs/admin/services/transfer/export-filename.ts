/**
 * Gitlab::ImportExport.export_filename: `%Y-%m-%d_%H-%M-%3N` (hour, minute, milliseconds: no seconds),
 * `_`, the full path with `/` as `_`, cut to 51 characters, then `_export.tar.gz`.
 */
export function exportFilename(at: Date, fullPath: string): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const stamp = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}_${pad(at.getUTCHours())}-${pad(at.getUTCMinutes())}-${pad(at.getUTCMilliseconds(), 3)}`;
  return `${`${stamp}_${fullPath.replace(/\//g, '_')}`.slice(0, 51)}_export.tar.gz`;
}
