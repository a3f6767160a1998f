import { bookCaption, sideName } from '@sb/domain';
import { Badge } from '@sb/web-kit';
import styled from 'styled-components';
import type { SlipSide } from '../bet-slip/slip-selection';
import type { MarketRow, SportsEvent } from '../catalogue/catalogue-types';
import { MarketOddsButton } from '../catalogue/market-odds-button';
import { hasDraw } from '../catalogue/market-selections';

const Box = styled.div`
  container-type: inline-size;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Name beside the price where the box is wide (a phone's full width), above it where three share a row. */
const Side = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  > span {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  @container (max-width: 260px) {
    grid-template-columns: minmax(0, 1fr);
    > span {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;

/** Which books the prices are from: small print under the sides. */
const Books = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Props = {
  title: string;
  /** The group's accessible name when the title alone repeats across cards ('1st Quarter Spread'). */
  name?: string;
  event: SportsEvent;
  row: MarketRow | undefined;
  /** Both sides; a three-way moneyline adds the Draw between them (where the row prices it). */
  sides: readonly [SlipSide, SlipSide];
  disabled: boolean;
};

/** The sides shown: a three-way moneyline's Draw goes between the two teams. */
const shownSides = (row: MarketRow, [first, second]: readonly [SlipSide, SlipSide]): SlipSide[] =>
  first === 'away' && hasDraw(row) ? [first, 'draw', second] : [first, second];

/** One market of the event page: its bookmaker and both sides, or 'Unavailable' / 'Odds not available yet'. */
export function MarketOption({ title, name = title, event, row, sides, disabled }: Props) {
  return (
    <Box role="group" aria-label={name}>
      <Head>
        <h3>{title}</h3>
        {row ? <Badge $tone="accent">{row.bookmaker}</Badge> : <Badge>Unavailable</Badge>}
      </Head>
      {row ? (
        <>
          {shownSides(row, sides).map((side) => (
            <Side key={side}>
              <span>{sideName({ selection: side, event })}</span>
              <MarketOddsButton matchup={event} row={row} side={side} disabled={disabled} />
            </Side>
          ))}
          <Books>{bookCaption(row.bookmaker)}</Books>
        </>
      ) : (
        <Missing>Odds not available yet</Missing>
      )}
    </Box>
  );
}
