import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** Spec section 4: the age counter ticks every second. */
export const ODDS_AGE_TICK_MS = 1000;

const Text = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** 'Odds updated N s ago', counted from the last markets refresh. */
export function OddsAge({ updatedAt }: { updatedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ODDS_AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  return <Text aria-live="off">Odds updated {seconds} s ago</Text>;
}
