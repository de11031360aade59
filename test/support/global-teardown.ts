import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, any>).__forgegraphTestDatabase;
  if (!state) return;
  await state.database.stop();
  fs.rmSync(state.directory, { recursive: true, force: true });
}
