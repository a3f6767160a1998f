import { Card, formatDollars, tabularNumbers } from '@sb/web-kit';
import type { SessionUser } from '@sb/web-kit';
import styled from 'styled-components';

/** Folded into the page's title line: one slim strip instead of a card of its own. */
const Box = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent);
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
`;

const Hello = styled.div`
  flex: 1 1 160px;
  min-width: 0;
  > strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  > span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Amounts = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  > div {
    display: grid;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    ${tabularNumbers}
  }
`;

/** The player's initial and balances; Free Play only when there is some (spec section 2). */
export function WelcomeCard({ user }: { user: SessionUser }) {
  return (
    <Box aria-label="Your account">
      <Avatar aria-hidden>{user.username.charAt(0).toUpperCase()}</Avatar>
      <Hello>
        <strong>Welcome back, {user.username}</strong>
        <span>Pick your odds and build your slip.</span>
      </Hello>
      <Amounts>
        <div>
          <dt>Balance</dt>
          <dd>{formatDollars(user.balance)}</dd>
        </div>
        {user.freePlayBalance > 0 && (
          <div>
            <dt>Free Play</dt>
            <dd>{formatDollars(user.freePlayBalance)}</dd>
          </div>
        )}
      </Amounts>
    </Box>
  );
}
