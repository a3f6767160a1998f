import type { TLimitKind, TLimitPeriod, TPlayLimitDto } from '@sb/contracts';
import { Alert, Button, Field, Label, MoneyInput, Select } from '@sb/web-kit';
import { useId, useState } from 'react';
import { Buttons, FormRow, Section } from './form-layout';
import { browserTimeZone, KIND_WORDS, limitName, PERIOD_WORDS, pendingText } from './safer-gambling-text';
import { useSaferGamblingCommand } from './use-safer-gambling';

/** What the answer means for the limit just sent: in force at once, or pending for 24 hours. */
const resultText = (limit: TPlayLimitDto | undefined) => {
  if (!limit) return 'Saved';
  const pending = pendingText(limit);
  if (pending) return `${pending} (a raise or a removal waits 24 hours)`;
  return limit.amountCents === null ? 'Removed' : 'In force now';
};

/** Set, lower, raise or remove one limit. Lower takes effect at once; higher or none after 24 hours. */
export function LimitForm() {
  const id = useId();
  const [kind, setKind] = useState<TLimitKind>('loss');
  const [period, setPeriod] = useState<TLimitPeriod>('day');
  const [amountCents, setAmountCents] = useState(10_000);
  const [result, setResult] = useState<string | null>(null);
  const { send, busy, error } = useSaferGamblingCommand('/api/safer-gambling/limits', 'The limit could not be saved');

  async function save(amount: number | null) {
    setResult(null);
    const answer = await send({ kind, period, amountCents: amount, timeZone: browserTimeZone() });
    if (answer) {
      const limit = answer.limits.find((candidate) => candidate.kind === kind && candidate.period === period);
      setResult(`${limitName({ kind, period })}: ${resultText(limit)}`);
    }
  }

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Set a limit</h3>
      <p>
        Loss limits count net cash losses, stake limits every stake (free play too), per calendar day, week (from
        Monday) or month in your time zone. Lowering a limit works at once; raising or removing one takes 24 hours.
      </p>
      <FormRow
        onSubmit={(event) => {
          event.preventDefault();
          void save(amountCents);
        }}
      >
        <Field>
          <Label htmlFor={`${id}-kind`}>Limit on</Label>
          <Select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as TLimitKind)}>
            {(['loss', 'stake'] as const).map((value) => (
              <option key={value} value={value}>
                {KIND_WORDS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-period`}>Period</Label>
          <Select
            id={`${id}-period`}
            value={period}
            onChange={(event) => setPeriod(event.target.value as TLimitPeriod)}
          >
            {(['day', 'week', 'month'] as const).map((value) => (
              <option key={value} value={value}>
                {PERIOD_WORDS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-amount`}>Amount</Label>
          <MoneyInput id={`${id}-amount`} valueCents={amountCents} onValueChange={setAmountCents} />
        </Field>
        <Buttons $fullRow>
          <Button type="submit" loading={busy}>
            Save limit
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void save(null)}>
            Remove
          </Button>
        </Buttons>
      </FormRow>
      {error && <Alert variant="destructive">{error}</Alert>}
      {result && <Alert variant="success">{result}</Alert>}
    </Section>
  );
}
