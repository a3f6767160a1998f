import { describe, expect, it } from 'vitest';
import { toMarkdown, toReport } from './report.js';

describe('benchmark report', () => {
  const report = toReport(
    { name: 'demo', description: 'A demo benchmark.', run: async () => ({ measurements: [] }) },
    {
      measurements: [
        { metric: 'Appends', value: 15234.6, unit: 'events/s', detail: '20,000 single-event appends' },
        { metric: 'Latency p50', value: 0.0421, unit: 'ms' },
        { metric: 'Latency p99', value: 12.34, unit: 'ms' },
      ],
    },
    new Date('2026-11-22T10:00:00.000Z'),
    { node: 'v20.20.2', platform: 'linux', arch: 'x64', cores: 2, cpu: 'Test CPU', loadAverage: 0.5 },
  );

  it('records what ran, when and where', () => {
    expect(report).toMatchObject({ benchmark: 'demo', date: '2026-11-22T10:00:00.000Z', environment: { cores: 2 } });
  });

  it('renders a markdown table with the environment and readable figures', () => {
    const markdown = toMarkdown(report);

    expect(markdown).toContain(
      'Run 2026-11-22T10:00:00.000Z on Node v20.20.2, linux/x64, 2 cores (Test CPU), load average 0.5 at start.',
    );
    expect(markdown).toContain('| Appends | 15,235 | events/s | 20,000 single-event appends |');
    expect(markdown).toContain('| Latency p50 | 0.042 | ms |  |');
    expect(markdown).toContain('| Latency p99 | 12.3 | ms |  |');
  });
});
