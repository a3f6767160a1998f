import { writeFile } from 'node:fs/promises';
import { auditAdapters, openAuditPorts } from './audit-ports.js';
import type { AuditCommand } from './audit-args.js';
import { sqliteFileInUse } from './data-dir-in-use.js';
import { createProgressLine } from './progress-line.js';
import { formatRebuildTable, rebuildAndCompare } from './rebuild-check.js';
import { statementOf } from './statement.js';
import { statementCsv, statementTable } from './statement-format.js';
import { verify } from './verify.js';
import { verifyInWorkers } from './verify-in-workers.js';
import { formatVerifySummary } from './verify-report.js';

export type Output = { out: (text: string) => void; err: (text: string) => void };

const stdio: Output = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

/** Exit codes: 0 verified / same, 1 a mismatch or a difference, 3 the data dir is in use (rebuild). */
export const EXIT = { ok: 0, mismatch: 1, usage: 2, inUse: 3 } as const;

async function runVerify(command: Extract<AuditCommand, { name: 'verify' }>, io: Output): Promise<number> {
  const progress = createProgressLine();
  const report =
    command.workers > 1
      ? await verifyInWorkers({ dataDir: command.dataDir, workers: command.workers, onProgress: progress.update })
      : await verifyHere(command.dataDir, progress.update);
  progress.done();
  const summary = formatVerifySummary(report);
  if (command.json === '-') {
    io.err(summary);
    io.out(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    io.out(summary);
    if (command.json) await writeFile(command.json, `${JSON.stringify(report, null, 2)}\n`);
  }
  return report.ok ? EXIT.ok : EXIT.mismatch;
}

async function verifyHere(dataDir: string, onProgress: (events: number, position: number, upTo: number) => void) {
  const ports = await openAuditPorts({ dataDir });
  try {
    return await verify({ ...ports, onProgress });
  } finally {
    await ports.close();
  }
}

async function runStatement(command: Extract<AuditCommand, { name: 'statement' }>, io: Output): Promise<number> {
  const ports = await openAuditPorts({ dataDir: command.dataDir });
  try {
    const statement = await statementOf(ports.eventStore, command.username, command);
    io.out(command.csv ? statementCsv(statement) : statementTable(statement));
    return statement.chain.valid ? EXIT.ok : EXIT.mismatch;
  } finally {
    await ports.close();
  }
}

async function runRebuild(command: Extract<AuditCommand, { name: 'rebuild' }>, io: Output): Promise<number> {
  const adapters = auditAdapters(command.dataDir, process.env);
  const files = [adapters.eventStore, adapters.readStore].flatMap((choice) =>
    choice.kind === 'sqlite' ? [choice.path] : [],
  );
  const busy = files.filter(sqliteFileInUse);
  if (busy.length > 0) {
    io.err(
      `The data directory is in use (${busy.join(', ')} is open in another process): stop the stack, then run ` +
        `rebuild again. Nothing was changed.\n`,
    );
    return EXIT.inUse;
  }
  const ports = await openAuditPorts({ dataDir: command.dataDir, writableReadModels: true });
  try {
    const check = await rebuildAndCompare(ports);
    io.out(formatRebuildTable(check));
    return check.same ? EXIT.ok : EXIT.mismatch;
  } finally {
    await ports.close();
  }
}

/** Runs one parsed audit command and answers its exit code. */
export function runAuditCommand(command: Exclude<AuditCommand, { name: 'help' }>, io: Output = stdio) {
  switch (command.name) {
    case 'verify':
      return runVerify(command, io);
    case 'statement':
      return runStatement(command, io);
    case 'rebuild':
      return runRebuild(command, io);
  }
}
