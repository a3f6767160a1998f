import { americanOdds, formatOdds } from '@sb/domain';
import { OddsButton } from '@sb/web-kit';
import { memo } from 'react';
import type { SlipSide } from '../bet-slip/slip-selection';
import { selectionId, selectionText } from '../bet-slip/slip-selection';
import { useIsOnSlip, useSlipToggle } from '../bet-slip/use-slip-toggle';
import type { MarketRow } from './catalogue-types';
import type { Matchup } from './market-selections';
import { marketLabel } from '@sb/domain';
import { buttonLine, marketSelection } from './market-selections';

type Props = {
  matchup: Matchup;
  /** Undefined when the market is not offered: the button shows a lock. */
  row: MarketRow | undefined;
  side: SlipSide;
  /** The game is over or called off: its prices are shown but cannot be picked. */
  disabled?: boolean;
  onToggled?: (added: boolean) => void;
};

/** One side of one market, toggled onto the slip. Named like 'Lakers, Moneyline, +145' for screen readers. */
export const MarketOddsButton = memo(function MarketOddsButton({ matchup, row, side, disabled, onToggled }: Props) {
  const selection = row ? marketSelection(matchup, row, side) : undefined;
  const selected = useIsOnSlip(selection?.id ?? (row ? selectionId(matchup.id, row.marketType, side) : undefined));
  const toggle = useSlipToggle();
  const name = selection
    ? `${selectionText(selection)}, ${selection.marketLabel}, ${formatOdds(americanOdds(selection.odds))}`
    : `${row ? marketLabel(row.marketType, matchup) : 'Market'} ${side}`;
  return (
    <OddsButton
      odds={selection?.odds ?? null}
      line={buttonLine(row, side)}
      selected={selected}
      disabled={disabled}
      label={name}
      data-pick={selection?.id}
      onClick={() => {
        if (!selection) return;
        toggle(selection, (outcome) => {
          if (outcome !== 'refused') onToggled?.(outcome === 'added');
        });
      }}
    />
  );
});
