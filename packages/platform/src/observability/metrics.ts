import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One read model as the metrics and the readiness check see it. */
export type ReadModelFacts = { name: string; checkpoint: number; parked: boolean };

/** Where the gauges read their values when Prometheus scrapes (a composition root plugs in what it runs). */
type MetricSources = {
  /** The log's head position. */
  logPosition?: () => Promise<number>;
  /** Every read model's checkpoint and whether it is parked. */
  readModels?: () => Promise<readonly ReadModelFacts[]>;
};

/**
 * prom-client's process metrics (CPU, memory, event loop lag, GC), collected once per process: they describe the
 * process, not a stack, and each collection keeps its own event-loop monitor and GC observer alive.
 */
let processRegistry: Registry | undefined;
const processMetricsRegistry = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every series the book exposes on GET /metrics, in a registry of its own (so two stacks in one test process
 * never share counters) merged with the process's metrics (prom-client's defaults). Names start with `sb_`.
 */
export const createMetrics = () => {
  const own = new Registry();
  const registers = [own];
  const sources: { logPosition: Array<() => Promise<number>>; readModels: Array<MetricSources['readModels']> } = {
    logPosition: [],
    readModels: [],
  };
  const transportDelivered = new Map<string, number>();

  const logPosition = async () => {
    const positions = await Promise.all(sources.logPosition.map((read) => read()));
    return positions.length > 0 ? Math.max(...positions) : undefined;
  };

  const metrics = {
    httpRequests: new Counter({
      name: 'sb_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'sb_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    betsPlaced: new Counter({
      name: 'sb_bets_placed_total',
      help: 'Bets placed (BetPlaced events appended), by bet mode',
      labelNames: ['mode'] as const,
      registers,
    }),
    betsRefused: new Counter({
      name: 'sb_bets_refused_total',
      help: 'POST /api/bets answered with a 4xx, by reason (the domain error code, else the status)',
      labelNames: ['reason'] as const,
      registers,
    }),
    casinoRounds: new Counter({
      name: 'sb_casino_rounds_total',
      help: 'Casino rounds started (CasinoRoundStarted events appended), by game',
      labelNames: ['game'] as const,
      registers,
    }),
    appends: new Counter({
      name: 'sb_event_store_appends_total',
      help: 'Appends to the log, by outcome (ok, conflict, error)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    appendedEvents: new Counter({
      name: 'sb_events_appended_total',
      help: 'Events appended to the log',
      registers,
    }),
    appendDuration: new Histogram({
      name: 'sb_event_store_append_duration_seconds',
      help: 'Time of one append to the log (all outcomes)',
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    feedRefreshDuration: new Histogram({
      name: 'sb_odds_feed_refresh_duration_seconds',
      help: 'Time of one odds feed refresh, by kind (games, live games, props) and outcome',
      labelNames: ['kind', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    feedRefreshFailures: new Counter({
      name: 'sb_odds_feed_refresh_failures_total',
      help: 'Odds feed refreshes that failed, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    feedConsecutiveFailures: new Gauge({
      name: 'sb_odds_feed_consecutive_failures',
      help: 'Odds feed refreshes failed in a row since the last success',
      registers,
    }),
    /** A composition root says where the log head and the read models' checkpoints are read. */
    observe(more: MetricSources) {
      if (more.logPosition) sources.logPosition.push(more.logPosition);
      if (more.readModels) sources.readModels.push(more.readModels);
    },
    /** Called by an instrumented transport for every delivery (see instrumentTransport). */
    delivered(group: string, position: number) {
      transportDelivered.set(group, Math.max(position, transportDelivered.get(group) ?? 0));
    },
  };

  new Gauge({
    name: 'sb_log_position',
    help: "The log's head position",
    registers,
    async collect() {
      const head = await logPosition();
      if (head !== undefined) this.set(head);
    },
  });
  new Gauge({
    name: 'sb_projection_lag',
    help: "Log head minus a read model's checkpoint, in log positions (one per event in SQLite)",
    labelNames: ['read_model'] as const,
    registers,
    async collect() {
      const head = await logPosition();
      this.reset();
      if (head === undefined) return;
      for (const read of sources.readModels) {
        for (const model of (await read?.()) ?? []) {
          this.set({ read_model: model.name }, Math.max(0, head - model.checkpoint));
        }
      }
    },
  });
  new Gauge({
    name: 'sb_read_model_parked',
    help: '1 while a read model is parked at an event it could not apply, else 0',
    labelNames: ['read_model'] as const,
    registers,
    async collect() {
      this.reset();
      for (const read of sources.readModels) {
        for (const model of (await read?.()) ?? []) this.set({ read_model: model.name }, model.parked ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'sb_transport_consumer_lag',
    help: 'Log head minus the last position the transport delivered to a consumer group, in log positions',
    labelNames: ['group'] as const,
    registers,
    async collect() {
      const head = await logPosition();
      this.reset();
      if (head === undefined) return;
      for (const [group, position] of transportDelivered) this.set({ group }, Math.max(0, head - position));
    },
  });
  // Merged last: a merge copies the metrics registered so far.
  return { ...metrics, registry: Registry.merge([own, processMetricsRegistry()]) };
};

export type Metrics = ReturnType<typeof createMetrics>;
