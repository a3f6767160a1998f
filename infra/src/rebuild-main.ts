import { createLogger } from '@sb/platform';
import { allProjections, rebuildProjections } from '@sb/projectors';
import { readConfig } from './config.js';
import { closePorts, openEmbeddedPorts } from './ports.js';

/**
 * `node infra/dist/rebuild.js [name...]` (rebuild.ts starts it): drops read models and replays the log into them.
 * Run with the stack stopped. Without names every read model is rebuilt up to the head of the log. Answers the
 * process's exit code.
 */
export async function rebuildMain(names: readonly string[]): Promise<number> {
  const unknown = names.filter((name) => !allProjections.some((p) => p.name === name));
  if (unknown.length > 0) {
    process.stderr.write(
      `Unknown read model(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}\n`,
    );
    return 2;
  }
  const config = readConfig();
  // Log lines go to stderr: stdout carries the result.
  const logger = createLogger({ level: config.logLevel, service: 'rebuild', destination: 2 });
  const ports = openEmbeddedPorts(config.dataDir);
  const projections = names.length === 0 ? allProjections : allProjections.filter((p) => names.includes(p.name));
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  logger.info({ readModels: projections.map((p) => p.name) }, 'rebuilding read models');
  const { replayed, upTo } = await rebuildProjections({
    ...ports,
    projections,
    toHead: names.length === 0,
    onFlush: (progress) => logger.info(progress, 'read models written'),
  });
  await closePorts(ports);
  const ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const rate = (perMs: number) => (perMs > 0 ? Math.round((replayed / perMs) * 1000) : null);
  process.stdout.write(
    `${JSON.stringify({
      rebuilt: projections.map((p) => p.name),
      replayed,
      upTo,
      ms,
      cpuMs,
      eventsPerSecond: rate(ms),
      eventsPerCpuSecond: rate(cpuMs),
    })}\n`,
  );
  return 0;
}
