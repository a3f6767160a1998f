import type { ReactNode } from 'react';
import { Button } from '@sb/web-kit';
import styled from 'styled-components';
import { useSlipStoreKit } from '../app/store';
import { EmptySlip } from './slip-summary';
import { useSlipCount } from './use-slip-toggle';

const Panel = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const HeadActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export type BetSlipPanelProps = {
  /** The heading element; a sheet passes its own title so the dialog is named by it. */
  renderTitle?: (text: string) => ReactNode;
  /** A close button, when the slip sits in a sheet. */
  closeControl?: ReactNode;
};

const defaultTitle = (text: string) => (
  <h2 tabIndex={-1} data-slip-focus-fallback>
    {text}
  </h2>
);

/**
 * The bet slip: its heading (with 'Clear all' when it holds anything) and, under it, SlipBody. SlipBody comes with
 * the slip's store, fetched with the first pick; until then the slip can only be empty, and says so.
 */
export function BetSlipPanel({ renderTitle = defaultTitle, closeControl }: BetSlipPanelProps) {
  const kit = useSlipStoreKit();
  const count = useSlipCount();
  return (
    <Panel>
      <Head>
        {renderTitle(count > 0 ? `Bet Slip (${count})` : 'Bet Slip')}
        <HeadActions>
          {kit && count > 0 && (
            <Button variant="ghost" size="sm" onClick={() => kit.store.dispatch(kit.slipCleared())}>
              Clear all
            </Button>
          )}
          {closeControl}
        </HeadActions>
      </Head>
      {kit ? <kit.SlipBody /> : <EmptySlip />}
    </Panel>
  );
}
