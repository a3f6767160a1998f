import { formatDollars } from '@sb/web-kit';
import styled from 'styled-components';

const Spot = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin: 0 auto;
  border-radius: 50%;
  border: 2px solid rgba(252, 211, 77, 0.55);
  color: rgba(255, 255, 255, 0.7);
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Stake = styled.span`
  display: grid;
  place-items: center;
  width: 50px;
  height: 50px;
  border-radius: 50%;
  border: 4px dashed rgba(255, 255, 255, 0.85);
  background: #b45309;
  box-shadow:
    0 0 0 2px #b45309,
    0 3px 6px rgba(0, 0, 0, 0.5);
  color: #fff;
  font-size: 11px;
  letter-spacing: 0;
  font-variant-numeric: tabular-nums;
`;

/** The betting circle on the felt: empty ('Bet') or holding the round's stake as a chip. */
export function BetSpot({ amount }: { amount: number | null }) {
  if (amount === null) return <Spot aria-hidden>Bet</Spot>;
  return (
    <Spot role="img" aria-label={`Bet ${formatDollars(amount)}`}>
      <Stake>{formatDollars(amount).replace('.00', '')}</Stake>
    </Spot>
  );
}
