import type { JobVariable } from '../network/job-payload';

/** Variables the runner adds to the server's list (`common/build.go` `GetAllVariables`). */
export interface RunnerVariableContext {
  buildsDir: string;
  projectDir: string;
  concurrentId: number;
  concurrentProjectId: number;
  timeoutSeconds: number;
  jobStatus: 'running' | 'success' | 'failed' | 'canceled';
}

export function allJobVariables(serverVariables: JobVariable[], context: RunnerVariableContext): JobVariable[] {
  const added: JobVariable[] = [
    { key: 'CI_BUILDS_DIR', value: context.buildsDir, public: true },
    { key: 'CI_PROJECT_DIR', value: context.projectDir, public: true },
    { key: 'CI_CONCURRENT_ID', value: String(context.concurrentId), public: true },
    { key: 'CI_CONCURRENT_PROJECT_ID', value: String(context.concurrentProjectId), public: true },
    { key: 'CI_SERVER', value: 'yes', public: true },
    { key: 'CI_JOB_STATUS', value: context.jobStatus, public: true },
    { key: 'CI_JOB_TIMEOUT', value: String(context.timeoutSeconds), public: true },
  ];
  return expandVariables([...added, ...serverVariables]);
}

/** The last value of `key` (later entries win, as in gitlab-runner's `JobVariables.Get`). */
export function variableValue(variables: JobVariable[], key: string): string | undefined {
  for (let index = variables.length - 1; index >= 0; index--) if (variables[index].key === key) return variables[index].value;
  return undefined;
}

/** Values the trace must hide: masked variables (and their file variables' contents). */
export function maskedValues(variables: JobVariable[]): string[] {
  return variables.filter((variable) => variable.masked && variable.value).map((variable) => variable.value);
}

/**
 * `$VAR` and `${VAR}` references in non-raw values are replaced by earlier-defined values (gitlab-runner's
 * `JobVariables.Expand`); `$$` stays a literal `$`, unknown names become empty.
 */
export function expandVariables(variables: JobVariable[]): JobVariable[] {
  const known = new Map<string, string>();
  for (const variable of variables) known.set(variable.key, variable.value);
  return variables.map((variable) => {
    if (variable.raw || variable.file || !variable.value.includes('$')) return variable;
    return { ...variable, value: expandValue(variable.value, (name) => (name === variable.key ? '' : known.get(name) ?? '')) };
  });
}

export function expandValue(value: string, lookup: (name: string) => string): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, braced?: string, bare?: string) => {
    if (match === '$$') return '$';
    return lookup((braced ?? bare)!);
  });
}
