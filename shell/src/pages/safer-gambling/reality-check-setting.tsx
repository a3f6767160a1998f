import { Alert, Button, Field, Label, Select } from '@sb/web-kit';
import { useId, useState } from 'react';
import { Buttons, FormRow, Section } from './form-layout';
import { REALITY_CHECKS } from './safer-gambling-text';
import { useSaferGamblingCommand } from './use-safer-gambling';

/** How often the reality check reminds the player of the time played and the net result (or never). */
export function RealityCheckSetting({ minutes }: { minutes: number | null }) {
  const id = useId();
  const [choice, setChoice] = useState(minutes === null ? 'off' : String(minutes));
  const [saved, setSaved] = useState(false);
  const { send, busy, error } = useSaferGamblingCommand(
    '/api/safer-gambling/reality-check',
    'The reality check could not be saved',
  );
  const options =
    REALITY_CHECKS.includes(minutes as never) || minutes === null ? REALITY_CHECKS : [minutes, ...REALITY_CHECKS];

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Reality check</h3>
      <p>A reminder of how long you have been playing and your net result, every so many minutes.</p>
      <FormRow
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void send({ intervalMinutes: choice === 'off' ? null : Number(choice) }).then((answer) => setSaved(!!answer));
        }}
      >
        <Field>
          <Label htmlFor={`${id}-every`}>Remind me</Label>
          <Select id={`${id}-every`} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="off">Off</option>
            {options.map((value) => (
              <option key={value} value={String(value)}>
                Every {value} minutes
              </option>
            ))}
          </Select>
        </Field>
        <Buttons>
          <Button type="submit" variant="secondary" loading={busy}>
            Save reminder
          </Button>
        </Buttons>
      </FormRow>
      {error && <Alert variant="destructive">{error}</Alert>}
      {saved && <Alert variant="success">Reality check saved</Alert>}
    </Section>
  );
}
