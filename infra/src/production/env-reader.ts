/** Every problem found in the environment at once, so one failed start tells the operator all that is wrong. */
export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/**
 * Reads variables and collects problems instead of throwing at the first one. An empty or blank value counts
 * as unset: compose files pass `${KAFKA_BROKERS:-}` through as an empty string when the operator set nothing.
 */
export const createEnvReader = (env: NodeJS.ProcessEnv) => {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };

  return {
    value,
    problem: (message: string) => void problems.push(message),

    integer(name: string, fallback: number, { min, max }: { min: number; max: number }): number {
      const raw = value(name);
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (/^\d+$/.test(raw) && Number.isSafeInteger(n) && n >= min && n <= max) return n;
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    },

    /** A number above 0, fractions allowed (FEED_SPEED=0.5 plays at half speed). */
    positiveNumber(name: string, fallback: number): number {
      const raw = value(name);
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (Number.isFinite(n) && n > 0) return n;
      problems.push(`${name} must be a number above 0, got "${raw}"`);
      return fallback;
    },

    oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
      const raw = value(name)?.toLowerCase();
      if (raw === undefined) return fallback;
      if ((allowed as readonly string[]).includes(raw)) return raw as T;
      problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
      return fallback;
    },

    boolean(name: string, fallback: boolean): boolean {
      const raw = value(name)?.toLowerCase();
      if (raw === undefined) return fallback;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      problems.push(`${name} must be "true" or "false", got "${raw}"`);
      return fallback;
    },

    /** A comma-separated list; an empty entry ("a,,b") is a typo worth reporting, not something to skip. */
    list(name: string): string[] | undefined {
      const raw = value(name);
      if (raw === undefined) return undefined;
      const entries = raw.split(',').map((entry) => entry.trim());
      if (entries.some((entry) => entry === '')) problems.push(`${name} has an empty entry in "${raw}"`);
      return entries.filter((entry) => entry !== '');
    },

    /** Throws the ConfigurationError listing every problem, if there was any. */
    finish(): void {
      if (problems.length > 0) throw new ConfigurationError(problems);
    },
  };
};

export type EnvReader = ReturnType<typeof createEnvReader>;
