import type { TSlotSymbol } from '@sb/contracts';
import styled from 'styled-components';
import { SlotSymbol } from './slot-symbol';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    padding-bottom: ${({ theme }) => theme.space[2]};
    color: rgba(252, 211, 77, 0.85);
    font-weight: 800;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  td {
    padding: 4px 8px;
    border-top: 1px solid rgba(255, 255, 255, 0.12);
    vertical-align: middle;
  }
  td:last-child {
    text-align: right;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: #fcd34d;
  }
`;

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const three = (symbol: TSlotSymbol) => (
  <Line>
    {[0, 1, 2].map((index) => (
      <SlotSymbol key={index} symbol={symbol} size={22} />
    ))}
  </Line>
);

/** Spec section 9's pay table, as a multiple of the bet. */
export function PayTable() {
  return (
    <Table>
      <caption>Pay table</caption>
      <tbody>
        <tr>
          <td>{three('seven')}</td>
          <td>Three 7s</td>
          <td>50x</td>
        </tr>
        <tr>
          <td>{three('diamond')}</td>
          <td>Three diamonds</td>
          <td>20x</td>
        </tr>
        <tr>
          <td>{three('bell')}</td>
          <td>Any other three of a kind</td>
          <td>10x</td>
        </tr>
        <tr>
          <td>
            <Line>
              <SlotSymbol symbol="cherry" size={22} />
              <SlotSymbol symbol="cherry" size={22} />
            </Line>
          </td>
          <td>Two of a kind</td>
          <td>2x</td>
        </tr>
      </tbody>
    </Table>
  );
}
