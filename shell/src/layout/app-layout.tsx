import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from './header';
import { AppSidebar, sidebarOffset } from './sidebar/sidebar';
import { SidebarProvider, useSidebar } from './sidebar/sidebar-context';

const Main = styled.div<{ $offset: string }>`
  min-height: 100vh;
  margin-left: ${({ $offset }) => $offset};
  transition: margin-left 200ms ease;
`;

const Content = styled.main`
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

function Frame() {
  const { isMobile, expanded } = useSidebar();
  return (
    <>
      <AppSidebar />
      <Main $offset={sidebarOffset(isMobile, expanded)}>
        <Header />
        <Content>
          <Outlet />
        </Content>
      </Main>
    </>
  );
}

/** Sidebar, header and the routed page: what a signed-in person always sees. */
export function AppLayout() {
  return (
    <SidebarProvider>
      <Frame />
    </SidebarProvider>
  );
}
