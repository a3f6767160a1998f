import { PAGE_HEADINGS } from '@sb/contracts';
import { EmptyState, PageHeader, Skeleton, useSession } from '@sb/web-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sb/web-kit/disclosure';
import { ShieldAlert } from 'lucide-react';
import { useRef } from 'react';
import styled from 'styled-components';
import { AccountManagementTab } from '../account-management/account-management-tab';
import { BalanceBetsTab } from '../balance-bets/balance-bets-tab';
import { BetSettlementTab } from '../bet-settlement/bet-settlement-tab';
import { DatabaseCleanupTab } from '../database-cleanup/database-cleanup-tab';
import { OddsRefreshTab } from '../odds-refresh/odds-refresh-tab';
import type { AdminTabId } from './admin-tabs';
import { ADMIN_TABS, isAdminTabId } from './admin-tabs';
import { useAdminLocation } from './use-admin-location';
import { useCentredTab } from './use-centred-tab';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Panels = styled(Tabs)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

function TabPanel({ tab }: { tab: AdminTabId }) {
  const { userId, openUser } = useAdminLocation();
  switch (tab) {
    case 'accounts':
      return <AccountManagementTab onManageUser={openUser} />;
    case 'odds':
      return <OddsRefreshTab />;
    case 'settlement':
      return <BetSettlementTab />;
    case 'balance':
      return <BalanceBetsTab userId={userId} onUserChange={openUser} />;
    case 'cleanup':
      return <DatabaseCleanupTab />;
  }
}

/** The five tabs; the open one is in the URL and, on a phone, scrolled into the middle of the row. */
function AdminTabs() {
  const { tab, openTab } = useAdminLocation();
  const tabList = useRef<HTMLDivElement>(null);
  useCentredTab(tabList, tab);

  return (
    <Panels value={tab} onValueChange={(next) => isAdminTabId(next) && openTab(next)}>
      <TabsList ref={tabList} aria-label="Admin sections">
        {ADMIN_TABS.map(({ id, label, icon: Icon }) => (
          <TabsTrigger key={id} value={id}>
            <Icon size={16} aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_TABS.map(({ id }) => (
        <TabsContent key={id} value={id}>
          <TabPanel tab={id} />
        </TabsContent>
      ))}
    </Panels>
  );
}

/**
 * /admin. The shell's guard already keeps non-admins out; this check is the remote's own, so admin data is
 * never fetched or shown without an admin session, wherever the remote is mounted. Radix mounts only the
 * open tab's content, so only its lists are fetched.
 */
export function AdminPanelPage() {
  const { isAdmin, isLoading } = useSession();

  if (isLoading) return <Skeleton $height="120px" />;
  if (!isAdmin) {
    return (
      <EmptyState
        icon={<ShieldAlert size={24} />}
        title="Access denied"
        text="The admin panel needs an admin session."
      />
    );
  }

  return (
    <Page>
      <PageHeader {...PAGE_HEADINGS['/admin']} />
      <AdminTabs />
    </Page>
  );
}
