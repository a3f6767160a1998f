import type { ParkedProjection } from '@sb/projectors';

/** What the stack hands the projector thread: where the stores are, and which log lines it wants forwarded. */
export type ProjectorInput = {
  dataDir: string;
  /** The levels the stack's logger writes: the thread forwards only those lines. */
  levels: readonly ProjectorLogLevel[];
};

export type ProjectorLogLevel = 'error' | 'warn' | 'info' | 'debug';

export type ProjectorLogLine = { level: ProjectorLogLevel; message: string; meta?: Record<string, unknown> };

/** The stack to the thread: the log has grown (a commit), or the order to stop at a clean checkpoint. */
export type ToProjector = { kind: 'appended' } | { kind: 'stop' };

/**
 * The thread to the stack. `progress` is posted after the read models' transaction committed, so a reader told
 * that position finds their documents (X-Min-Position keeps its promise).
 */
export type FromProjector =
  | { kind: 'started'; position: number }
  | { kind: 'progress'; position: number; parked: ParkedProjection[] }
  | { kind: 'log'; lines: ProjectorLogLine[] }
  | { kind: 'stopped' }
  | { kind: 'failed'; error: string };
