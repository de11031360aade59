/** The runner process's own log lines (not a job's log): gitlab-runner's `message  key=value ...` shape. */
export type RunnerLog = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

export const consoleRunnerLog: RunnerLog = (level, message, fields = {}) => {
  const pairs = Object.entries(fields).filter(([, value]) => value !== undefined).map(([key, value]) => `${key}=${typeof value === 'string' && /\s/.test(value) ? JSON.stringify(value) : value}`);
  const prefix = level === 'info' ? '' : `${level.toUpperCase()}: `;
  const line = `${prefix}${message}${pairs.length ? `  ${pairs.join(' ')}` : ''}`;
  (level === 'info' ? console.log : console.error)(line);
};

export const silentRunnerLog: RunnerLog = () => undefined;
