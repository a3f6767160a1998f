/**
 * A progress line with events/s, redrawn in place on a terminal (stderr only when it is a TTY, so a piped or
 * redirected run stays clean). At most ~5 redraws a second.
 */
export function createProgressLine(stream: NodeJS.WriteStream = process.stderr, label = 'verifying') {
  const enabled = stream.isTTY === true;
  const started = performance.now();
  let lastDraw = 0;
  return {
    update(events: number, position: number, upTo: number) {
      if (!enabled) return;
      const now = performance.now();
      if (now - lastDraw < 200 && position < upTo) return;
      lastDraw = now;
      const share = upTo === 0 ? 1 : position / upTo;
      const width = 30;
      const filled = Math.round(share * width);
      const rate = Math.round(events / Math.max((now - started) / 1000, 0.001));
      const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
      stream.write(
        `\r${label} [${bar}] ${(share * 100).toFixed(0).padStart(3)}% ${events.toLocaleString('en-US')} events, ${rate.toLocaleString('en-US')} events/s `,
      );
    },
    done() {
      if (enabled) stream.write('\n');
    },
  };
}
