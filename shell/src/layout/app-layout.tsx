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
  &:focus {
    outline: none;
  }
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** The first Tab of every page: straight past the sidebar and header to the page itself. */
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: -10000px;
  z-index: 100;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  &:focus {
    left: ${({ theme }) => theme.space[2]};
  }
`;

export const MAIN_CONTENT_ID = 'main-content';

function Frame() {
  const { isMobile, expanded } = useSidebar();
  return (
    <>
      <SkipLink
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
      >
        Skip to main content
      </SkipLink>
      <AppSidebar />
      <Main $offset={sidebarOffset(isMobile, expanded)}>
        <Header />
        <Content id={MAIN_CONTENT_ID} tabIndex={-1}>
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
