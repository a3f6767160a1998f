/** How /metrics is guarded and what /api/health/ready tolerates, from the environment (README "Operations"). */
export type ObservabilityConfig = {
  /** METRICS_TOKEN: GET /metrics then needs `Authorization: Bearer <token>`. */
  metricsToken?: string;
  readiness: {
    /** READY_MAX_PROJECTION_LAG: log positions a read model may be behind the head and still be ready. */
    maxProjectionLag: number;
    /** READY_MAX_FEED_FAILURES: odds feed refreshes that may fail in a row before the service is not ready. */
    maxFeedFailures: number;
  };
};

const count = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

export const readObservabilityConfig = (env: NodeJS.ProcessEnv): ObservabilityConfig => ({
  metricsToken: env.METRICS_TOKEN || undefined,
  readiness: {
    maxProjectionLag: count(env.READY_MAX_PROJECTION_LAG, 1000, 'READY_MAX_PROJECTION_LAG'),
    maxFeedFailures: count(env.READY_MAX_FEED_FAILURES, 3, 'READY_MAX_FEED_FAILURES'),
  },
});
