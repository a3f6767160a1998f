import { Button, Select } from '@sb/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminBet, SettleStatus } from '../api/admin-types';
import { SETTLE_STATUSES } from '../api/admin-types';
import { useSettleBet } from './use-balance-commands';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  select {
    height: 32px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const LABELS: Record<SettleStatus, string> = { won: 'Won', lost: 'Lost', push: 'Push', void: 'Void' };

/**
 * Sets any bet to won, lost, push or void. Picking a status does nothing until Update is pressed: a stray
 * change on a select must not move anyone's money.
 */
export function BetStatusControl({ bet }: { bet: AdminBet }) {
  const [choice, setChoice] = useState<SettleStatus | ''>('');
  const settle = useSettleBet();
  const unchanged = choice === '' || choice === bet.status;

  return (
    <Row>
      <Select
        aria-label={`New status for bet ${bet.id}`}
        value={choice}
        onChange={(event) => setChoice(event.target.value as SettleStatus | '')}
        disabled={settle.isPending}
      >
        <option value="">Set status…</option>
        {SETTLE_STATUSES.map((status) => (
          <option key={status} value={status} disabled={status === bet.status}>
            {LABELS[status]}
          </option>
        ))}
      </Select>
      <Button
        size="sm"
        variant="secondary"
        loading={settle.isPending}
        disabled={unchanged}
        onClick={() =>
          choice !== '' && settle.mutate({ betId: bet.id, status: choice }, { onSuccess: () => setChoice('') })
        }
      >
        Update
      </Button>
    </Row>
  );
}
