import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { casinoPaths, fetchRounds } from '../shared/casino-api';
import { colourWord, POCKET_FILL } from './pockets';

const SHOWN = 10;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pocket = styled.li<{ $fill: string }>`
  display: grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.5);
  background: ${({ $fill }) => $fill};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

/** The player's last roulette pockets, newest first, from the server's round list. */
export function LastNumbers() {
  const { data } = useQuery({ queryKey: [casinoPaths.rounds], queryFn: fetchRounds });
  const pockets = (data?.rounds ?? [])
    .flatMap((round) => (round.outcome.game === 'roulette' ? [round.outcome] : []))
    .slice(0, SHOWN);
  if (pockets.length === 0) return null;
  return (
    <List aria-label="Last numbers">
      {pockets.map(({ pocket, colour }, index) => (
        <Pocket key={index} $fill={POCKET_FILL[colour]} aria-label={`${pocket} ${colourWord(colour)}`}>
          {pocket}
        </Pocket>
      ))}
    </List>
  );
}
