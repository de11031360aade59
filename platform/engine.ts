import type { Actor } from './actor';

/** A GraphQL error as it reaches the facade: GitLab's body travels in `extensions`. */
export interface OperationError {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; body?: Record<string, unknown>; [key: string]: unknown };
}

export interface OperationResult<T = Record<string, any>> {
  data?: T | null;
  errors?: ReadonlyArray<OperationError>;
}

/**
 * The one seam for running an operation against the supergraph (STYLE J.8): in-process and HTTP are
 * two adapters behind it, and callers never know which is running.
 */
export interface OperationEngine {
  execute<T = Record<string, any>>(document: string, variables: Record<string, unknown>, actor: Actor, requestId?: string): Promise<OperationResult<T>>;
}

/** An engine bound after start-up (subgraphs boot before the gateway that serves them). */
export class LateBoundEngine implements OperationEngine {
  private target?: OperationEngine;
  bind(engine: OperationEngine): void {
    this.target = engine;
  }
  execute<T>(document: string, variables: Record<string, unknown>, actor: Actor, requestId?: string): Promise<OperationResult<T>> {
    if (!this.target) throw new Error('the gateway engine is not bound yet');
    return this.target.execute<T>(document, variables, actor, requestId);
  }
}
