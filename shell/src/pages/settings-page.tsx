import { ConfirmDialog } from '@sb/web-kit/overlays';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  formatDollars,
  tabularNumbers,
  useSession,
} from '@sb/web-kit';
import { LogOut } from 'lucide-react';
import styled from 'styled-components';
import { useLogout } from './use-logout';
import { SaferGamblingSection } from './safer-gambling/safer-gambling-section';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 640px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    ${tabularNumbers}
  }
`;

const Actions = styled(CardContent)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export function SettingsPage() {
  const { user } = useSession();
  const { logout, busy } = useLogout();
  const everywhere = useLogout('/api/logout-all');

  return (
    <Page>
      <Heading>Settings</Heading>
      {user && (
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
            <CardDescription>Signed in as {user.username}</CardDescription>
          </CardHeader>
          <CardContent>
            <Facts>
              <dt>Balance</dt>
              <dd>{formatDollars(user.balance)}</dd>
              <dt>Free Play</dt>
              <dd>{formatDollars(user.freePlayBalance)}</dd>
            </Facts>
          </CardContent>
        </Card>
      )}
      <SaferGamblingSection />
      <Card>
        <CardHeader>
          <CardTitle>Session</CardTitle>
          <CardDescription>Sign out of this device, or of every device signed in to your account.</CardDescription>
        </CardHeader>
        <Actions>
          <ConfirmDialog
            trigger={
              <Button variant="destructive">
                <LogOut size={16} aria-hidden />
                Logout
              </Button>
            }
            title="Logout"
            description="Are you sure you want to logout?"
            confirmLabel="Logout"
            pending={busy}
            onConfirm={() => void logout()}
          />
          <Button variant="secondary" loading={everywhere.busy} onClick={() => void everywhere.logout()}>
            Sign out everywhere
          </Button>
        </Actions>
      </Card>
    </Page>
  );
}
