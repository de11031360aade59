/** The ANSI sequences gitlab-runner writes into job logs (`helpers/colors.go`). */
export const ANSI = {
  boldGreen: '\x1b[32;1m',
  boldRed: '\x1b[31;1m',
  boldCyan: '\x1b[36;1m',
  yellow: '\x1b[0;33m',
  reset: '\x1b[0;m',
  clear: '\x1b[0K',
} as const;

export const notice = (text: string) => `${ANSI.boldGreen}${text}${ANSI.reset}\n`;
export const warning = (text: string) => `${ANSI.yellow}WARNING: ${text}${ANSI.reset}\n`;
export const errorLine = (text: string) => `${ANSI.boldRed}ERROR: ${text}${ANSI.reset}\n`;

/**
 * A collapsible log section as GitLab renders it: `section_start:<unix ts>:<name>\r\e[0K` followed by the header in
 * bold cyan, and `section_end:<unix ts>:<name>\r\e[0K` to close it.
 */
export function sectionStart(name: string, header: string, now = new Date()): string {
  return `section_start:${unixSeconds(now)}:${name}\r${ANSI.clear}${ANSI.clear}${ANSI.boldCyan}${header}${ANSI.reset}\n`;
}

export function sectionEnd(name: string, now = new Date()): string {
  return `section_end:${unixSeconds(now)}:${name}\r${ANSI.clear}`;
}

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** A duration as Go's `time.Duration.String()` prints whole seconds (`1h0m0s`, `1m30s`, `2s`), which the runner's timeout message uses. */
export function goDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h${minutes}m${seconds}s`;
  if (minutes > 0) return `${minutes}m${seconds}s`;
  return `${seconds}s`;
}
