/** Milliseconds from `now` until the next `hour`:00 local time (tomorrow if that hour has passed). */
export const msUntilNextLocalHour = (hour: number, now: Date): number => {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
};

/** Runs `task` every day at `hour`:00 local time (the daily cleanup at 04:00). Failures are reported, not thrown. */
export const scheduleDailyAt = (hour: number, task: () => Promise<unknown>, onError: (error: unknown) => void) => {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    timer = setTimeout(
      () => {
        task().catch(onError).finally(arm);
      },
      msUntilNextLocalHour(hour, new Date()),
    );
    timer.unref();
  };
  arm();
  return { stop: () => clearTimeout(timer) };
};
