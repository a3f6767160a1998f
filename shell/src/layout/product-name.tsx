import styled from 'styled-components';
import { PRODUCT_NAME_PARTS } from '../app/product';

/**
 * Beside the sidebar toggle, the live dot and the balance, a 390 px header has no room for the name on one line:
 * it stacks, as sportsbooks' stacked wordmarks do, rather than lose its end to an ellipsis. From the desktop
 * breakpoint it is one line. Each part still ends in an ellipsis as a last resort (a very large balance beside it).
 */
const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.15;
  ${({ theme }) => theme.media.desktop} {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    line-height: inherit;
  }
`;

const Part = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.desktop} {
    display: inline;
  }
`;

const Tail = styled(Part)`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  ${({ theme }) => theme.media.desktop} {
    color: inherit;
    font-size: inherit;
    font-weight: inherit;
  }
`;

/** The product's name in the header, whole at every width (its text reads "Sportsbook & Casino"). */
export function ProductName() {
  const [book, tail] = PRODUCT_NAME_PARTS;
  return (
    <Name>
      <Part>{book}</Part> <Tail>{tail}</Tail>
    </Name>
  );
}
