// The projector worker, ended once by itself shortly after its first start (as a crash would end it): the
// projector-thread spec sees the stack start it again. Later starts run as the real one does.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';

const marker = join(workerData.dataDir, 'projector-ended-once');
await import('../../../dist/projector-thread/projector-worker.js');
if (!existsSync(marker)) {
  writeFileSync(marker, '');
  setTimeout(() => process.exit(1), 200);
}
