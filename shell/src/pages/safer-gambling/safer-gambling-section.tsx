import { Alert, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@sb/web-kit';
import styled from 'styled-components';
import { SelfExclusionControl, TimeOutControl } from './exclusion-controls';
import { LimitForm } from './limit-form';
import { LimitsList } from './limits-list';
import { RealityCheckSetting } from './reality-check-setting';
import { exclusionText } from './safer-gambling-text';
import { useSaferGambling } from './use-safer-gambling';

const Stack = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** Settings' 'Safer gambling' card: limits with their use and pending changes, reality check, time-out, self-exclusion. */
export function SaferGamblingSection() {
  const { data, isPending, isError } = useSaferGambling();
  const limits = Array.isArray(data?.limits) ? data.limits : [];
  const exclusion = data?.exclusion ?? null;

  return (
    <Card as="section" aria-labelledby="safer-gambling-title">
      <CardHeader>
        <CardTitle id="safer-gambling-title">Safer gambling</CardTitle>
        <CardDescription>
          Limits, reminders and breaks that the book enforces on every bet and casino round.
        </CardDescription>
      </CardHeader>
      <Stack>
        {exclusion && <Alert variant="destructive">{exclusionText(exclusion)}</Alert>}
        {isPending ? (
          <Skeleton $height="160px" />
        ) : isError ? (
          <Alert variant="destructive">Your limits could not be loaded</Alert>
        ) : (
          <LimitsList limits={limits} />
        )}
        <LimitForm />
        {!isPending && <RealityCheckSetting minutes={data?.realityCheckMinutes ?? null} />}
        <TimeOutControl disabled={exclusion !== null} />
        <SelfExclusionControl disabled={exclusion?.kind === 'self-exclusion'} />
      </Stack>
    </Card>
  );
}
