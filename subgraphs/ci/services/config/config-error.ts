/**
 * An invalid CI configuration: GitLab's messages, in its order (`yaml_errors` joins them with ", ",
 * the API answers them as `{"message":{"base":[...]}}`). Thrown by the compiler, caught by the
 * pipeline creation, never reaching a client as anything but those two shapes.
 */
export class ConfigError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(', '));
    this.name = 'ConfigError';
  }
}

/** Collects a stage of validation's messages, so one compile reports every error GitLab would. */
export class ErrorList {
  readonly messages: string[] = [];

  add(message: string): void {
    if (!this.messages.includes(message)) this.messages.push(message);
  }

  throwIfAny(): void {
    if (this.messages.length) throw new ConfigError(this.messages);
  }
}
