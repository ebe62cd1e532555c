import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/**
 * Global setup of the server's unit tests: the migrated, seeded demo database, made once per run and
 * dumped to a tarball that every `appFixture` opens a copy of. Migrating and seeding took ~10 s of a
 * core per fixture, nineteen times a run.
 */
export default async function databaseTemplate(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'warehouse-template-'));
  const handle = await openDatabase({ dataDir: dir });
  try {
    await handle.migrate();
    await seedDemo(handle.db);
    const dump = await handle.dump?.();
    if (!dump) throw new Error('the embedded database gave no dump');
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', file);
  } finally {
    await handle.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
