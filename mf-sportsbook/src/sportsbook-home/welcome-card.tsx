import { Card, formatDollars, tabularNumbers } from '@sb/web-kit';
import type { SessionUser } from '@sb/web-kit';
import styled from 'styled-components';

const Box = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent);
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Hello = styled.div`
  flex: 1 1 160px;
  min-width: 0;
  > strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  > span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Amounts = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
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
    font-size: ${({ theme }) => theme.fontSizes.lg};
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
