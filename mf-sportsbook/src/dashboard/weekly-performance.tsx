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
import { weekdayShort } from '../page-kit/format-date';
import type { WeeklyDay } from './bet-types';

const Box = styled(Card)`
  position: relative;
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

/** The bars in words, for screen readers (and for anyone checking that they add up to the header). */
const DayList = styled.ol`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatDollars(amount)}`;

const axis = { fill: theme.colors.textSecondary, fontSize: 12 };

/** '2025-01-06' -> 'Mon': the server's dates are the player's own days already. */
const weekdayOf = (date: string) => weekdayShort(new Date(`${date}T12:00:00.000Z`).getUTCDay());

/**
 * Spec section 2: profit and loss over the last 7 days, a bar per day, green up and red down. The bars are the
 * server's days (GET /api/user/stats weeklyDays) and the header its weeklyProfitLoss, their sum: nothing is
 * recomputed here, so the two cannot disagree.
 */
export function WeeklyPerformance({ total, days }: { total: number; days: readonly WeeklyDay[] }) {
  const bars = days.map((day) => ({ ...day, day: weekdayOf(day.date) }));
  return (
    <Box aria-label="Weekly Performance">
      <header>
        <h2>Weekly Performance</h2>
        <Total $up={total > 0} data-profit-loss={total}>
          {signed(total)} last 7 days
        </Total>
      </header>
      <DayList aria-label="Profit and loss by day">
        {bars.map((day) => (
          <li key={day.date} data-profit-loss={day.profitLoss}>
            {day.day} {day.date}: {signed(day.profitLoss)}
          </li>
        ))}
      </DayList>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
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
              {bars.map((day) => (
                <Cell key={day.date} fill={day.profitLoss >= 0 ? theme.colors.win : theme.colors.loss} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Box>
  );
}
