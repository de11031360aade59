import type { ApiResponse } from './http-client';

/** GitLab's error answer: exact status, exact body, JSON content type. */
export function expectGitlabError(res: ApiResponse, status: number, body: Record<string, unknown>): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body });
  expect(res.headers.get('content-type')).toBe('application/json');
}

/** Awaits `check` until it returns a value other than undefined, failing after `within` ms. */
export async function eventually<T>(check: () => Promise<T | undefined>, within = 10_000, every = 100): Promise<T> {
  const deadline = Date.now() + within;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
