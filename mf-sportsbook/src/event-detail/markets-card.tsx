import { Card } from '@sb/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MarketRow, SportsEvent } from '../catalogue/catalogue-types';
import { MarketOption } from './market-option';
import { totalTitle } from './event-markets';

const Box = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export function MarketsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box aria-label={title}>
      <h2>{title}</h2>
      {children}
    </Box>
  );
}

type Trio = { moneyline?: MarketRow; spread?: MarketRow; totals?: MarketRow };

/** Moneyline, Spread and the sport's total, side by side where there is room. */
export function MarketTrio({
  event,
  markets,
  disabled,
  prefix = '',
}: {
  event: SportsEvent;
  markets: Trio;
  disabled: boolean;
  /** '1st Quarter ' on the period cards, so each group has an accessible name of its own. */
  prefix?: string;
}) {
  return (
    <Options>
      <MarketOption
        title="Moneyline"
        name={`${prefix}Moneyline`}
        event={event}
        row={markets.moneyline}
        sides={['away', 'home']}
        disabled={disabled}
      />
      <MarketOption
        title="Spread"
        name={`${prefix}Spread`}
        event={event}
        row={markets.spread}
        sides={['away', 'home']}
        disabled={disabled}
      />
      <MarketOption
        title={totalTitle(event.sport)}
        name={`${prefix}${totalTitle(event.sport)}`}
        event={event}
        row={markets.totals}
        sides={['over', 'under']}
        disabled={disabled}
      />
    </Options>
  );
}
