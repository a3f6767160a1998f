import { Card, formatDollars, theme } from '@sb/web-kit';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled from 'styled-components';
import type { DayResult } from './bet-display';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Total = styled.strong<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.colors.win : theme.colors.loss)};
  font-variant-numeric: tabular-nums;
`;

const axis = { fill: theme.colors.textSecondary, fontSize: 12 };

/** Spec section 2: profit and loss over the last 7 days, a bar per day, green up and red down. */
export function WeeklyPerformance({ total, days }: { total: number; days: DayResult[] }) {
  return (
    <Box aria-label="Weekly Performance">
      <header>
        <h2>Weekly Performance</h2>
        <Total $up={total > 0}>
          {total > 0 ? '+' : ''}
          {formatDollars(total)} last 7 days
        </Total>
      </header>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis dataKey="day" tick={axis} axisLine={{ stroke: theme.colors.border }} tickLine={false} />
            <YAxis
              tick={axis}
              axisLine={false}
              tickLine={false}
              width={56}
              tickFormatter={(value: number) => (value < 0 ? `-$${-value}` : `$${value}`)}
            />
            <ReferenceLine y={0} stroke={theme.colors.textMuted} />
            <Tooltip
              cursor={{ fill: theme.colors.raised }}
              contentStyle={{
                background: theme.colors.raised,
                border: `1px solid ${theme.colors.border}`,
                borderRadius: 6,
                color: theme.colors.text,
              }}
              formatter={(value) => [formatDollars(Number(value)), 'Profit/Loss']}
            />
            {/* Drawn at once: a growing bar is read at the wrong height by anyone who looks early. */}
            <Bar dataKey="profitLoss" radius={[4, 4, 0, 0]} isAnimationActive={false}>
              {days.map((day) => (
                <Cell key={day.day} fill={day.profitLoss >= 0 ? theme.colors.win : theme.colors.loss} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Box>
  );
}
