import styled from 'styled-components';

/**
 * A page's banner instead of its header line (the casino lobby): the title large on a lit panel, its line beneath,
 * and the page's own figure (the balance) at the side. The loading skeletons draw the same box with the same words.
 */
export const PageBanner = styled.header`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  overflow: hidden;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(circle at 85% 20%, rgba(252, 211, 77, 0.22), transparent 40%),
    radial-gradient(circle at 10% 110%, rgba(34, 197, 94, 0.28), transparent 45%),
    linear-gradient(135deg, #0f2a1d, #111827 60%, #1f1530);
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
