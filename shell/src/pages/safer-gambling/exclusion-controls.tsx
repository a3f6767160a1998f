import { ConfirmDialog } from '@sb/web-kit/overlays';
import { Alert, Button, Field, Label, Select } from '@sb/web-kit';
import { useId, useState } from 'react';
import { Buttons, FormRow, Section } from './form-layout';
import {
  browserTimeZone,
  SELF_EXCLUSIONS,
  selfExclusionConsequence,
  TIME_OUTS,
  timeOutConsequence,
} from './safer-gambling-text';
import { useSaferGamblingCommand } from './use-safer-gambling';

type Choice = { readonly value: string; readonly label: string };

type ExclusionControlProps = {
  title: string;
  explanation: string;
  choices: readonly Choice[];
  path: string;
  action: string;
  consequence: (label: string) => string;
  disabled: boolean;
};

/** A duration, a button, and a confirm dialog that says what happens before anything is sent. */
function ExclusionControl({ title, explanation, choices, path, action, consequence, disabled }: ExclusionControlProps) {
  const id = useId();
  const [value, setValue] = useState(choices[0]?.value ?? '');
  const { send, busy, error } = useSaferGamblingCommand(path, `${title} could not be started`);
  const label = choices.find((choice) => choice.value === value)?.label ?? value;

  async function confirm(close: () => void) {
    if (await send({ duration: value, timeZone: browserTimeZone() })) close();
  }

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p>{explanation}</p>
      <FormRow onSubmit={(event) => event.preventDefault()}>
        <Field>
          <Label htmlFor={`${id}-duration`}>Duration</Label>
          <Select id={`${id}-duration`} value={value} onChange={(event) => setValue(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        <Buttons>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="destructive" disabled={disabled}>
                {action}
              </Button>
            }
            title={`${action} for ${label}?`}
            description={consequence(label)}
            confirmLabel={`${action} for ${label}`}
            pending={busy}
            onConfirm={(close) => void confirm(close)}
          >
            {error && <Alert variant="destructive">{error}</Alert>}
          </ConfirmDialog>
        </Buttons>
      </FormRow>
    </Section>
  );
}

export function TimeOutControl({ disabled }: { disabled: boolean }) {
  return (
    <ExclusionControl
      title="Take a time-out"
      explanation="A break from betting and casino play for 24 hours, 7 days or 30 days."
      choices={TIME_OUTS}
      path="/api/safer-gambling/time-out"
      action="Take a time-out"
      consequence={timeOutConsequence}
      disabled={disabled}
    />
  );
}

export function SelfExclusionControl({ disabled }: { disabled: boolean }) {
  return (
    <ExclusionControl
      title="Self-exclusion"
      explanation="Stop betting and casino play for 6 months, 1 year or 5 years. It cannot be undone early."
      choices={SELF_EXCLUSIONS}
      path="/api/safer-gambling/self-exclusion"
      action="Self-exclude"
      consequence={selfExclusionConsequence}
      disabled={disabled}
    />
  );
}
