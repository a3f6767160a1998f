import { formatDollars, tabularNumbers } from '@sb/web-kit';
import type { SessionUser } from '@sb/web-kit';
import styled from 'styled-components';

/** Folded into the page's title line: the initial, a greeting and the balances on one slim line. */
const Box = styled.section`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent);
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Hello = styled.strong`
  min-width: 0;
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** On a phone Free Play goes under Balance (side by side they pushed the page wider than the screen). */
const Amounts = styled.dl`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;
  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space[3]};
  }
  > div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: 700;
    ${tabularNumbers}
  }
`;

/** The player's initial and balances; Free Play only when there is some (spec section 2). */
export function WelcomeCard({ user }: { user: SessionUser }) {
  return (
    <Box aria-label="Your account">
      <Avatar aria-hidden>{user.username.charAt(0).toUpperCase()}</Avatar>
      <Hello>Welcome back, {user.username}</Hello>
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
