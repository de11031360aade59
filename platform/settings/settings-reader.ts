import { SERVICE_ACTOR } from '../actor';
import type { OperationEngine } from '../engine';

/** Application settings with GitLab's snake_case names, as the admin subgraph serves them. */
export type ApplicationSettings = Readonly<Record<string, any>>;

export interface SettingsReader {
  current(): Promise<ApplicationSettings>;
  invalidate(): void;
}

const QUERY = 'query ApplicationSettingsForServices { applicationSettings { values } }';

/**
 * The one cached settings client other subgraphs and the edge use. GitLab caches settings for up to
 * 60 s; a change made in this process invalidates at once through the settings event.
 */
export class CachedSettingsReader implements SettingsReader {
  private cached?: { at: number; value: Promise<ApplicationSettings> };

  constructor(private readonly engine: OperationEngine, private readonly ttlMs = 60_000) {}

  current(): Promise<ApplicationSettings> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > this.ttlMs) {
      const value = this.load();
      this.cached = { at: now, value };
      value.catch(() => (this.cached = undefined));
    }
    return this.cached.value;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<ApplicationSettings> {
    const result = await this.engine.execute<{ applicationSettings: { values: ApplicationSettings } }>(QUERY, {}, SERVICE_ACTOR);
    if (!result.data?.applicationSettings) throw new Error(`settings unavailable: ${result.errors?.[0]?.message}`);
    return result.data.applicationSettings.values;
  }
}
