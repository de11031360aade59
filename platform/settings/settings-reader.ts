import { SERVICE_ACTOR } from '../actor';
import type { OperationEngine } from '../engine';

/** Application settings with GitLab's snake_case names, as the admin subgraph serves them. */
export type ApplicationSettings = Readonly<Record<string, any>>;

export interface SettingsReader {
  current(): Promise<ApplicationSettings>;
  /** The cached settings when fresh, without waiting: lets per-row resolvers stay synchronous. */
  cached(): ApplicationSettings | undefined;
  invalidate(): void;
}

const QUERY = 'query ApplicationSettingsForServices { applicationSettings { values } }';

/**
 * The one cached settings client other subgraphs and the edge use. GitLab caches settings for up to
 * 60 s; a change made in this process invalidates at once through the settings event.
 */
export class CachedSettingsReader implements SettingsReader {
  private entry?: { at: number; value: Promise<ApplicationSettings>; resolved?: ApplicationSettings };

  constructor(private readonly engine: OperationEngine, private readonly ttlMs = 60_000) {}

  current(): Promise<ApplicationSettings> {
    const now = Date.now();
    if (!this.entry || now - this.entry.at > this.ttlMs) {
      const entry: NonNullable<CachedSettingsReader['entry']> = { at: now, value: this.load() };
      entry.value.then((resolved) => (entry.resolved = resolved), () => {
        if (this.entry === entry) this.entry = undefined;
      });
      this.entry = entry;
    }
    return this.entry.value;
  }

  cached(): ApplicationSettings | undefined {
    if (!this.entry || Date.now() - this.entry.at > this.ttlMs) return undefined;
    return this.entry.resolved;
  }

  invalidate(): void {
    this.entry = undefined;
  }

  private async load(): Promise<ApplicationSettings> {
    const result = await this.engine.execute<{ applicationSettings: { values: ApplicationSettings } }>(QUERY, {}, SERVICE_ACTOR);
    if (!result.data?.applicationSettings) throw new Error(`settings unavailable: ${result.errors?.[0]?.message}`);
    return result.data.applicationSettings.values;
  }
}
