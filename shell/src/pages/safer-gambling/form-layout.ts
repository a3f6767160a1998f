import styled from 'styled-components';

/** Fields side by side on a wide screen, one under the other on a phone; the buttons end the row. */
export const FormRow = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export const Buttons = styled.div<{ $fullRow?: boolean }>`
  ${({ $fullRow }) => ($fullRow ? 'grid-column: 1 / -1;' : '')}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
