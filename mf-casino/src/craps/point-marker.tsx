import styled from 'styled-components';

const POINT_NUMBERS = [4, 5, 6, 8, 9, 10] as const;

const Row = styled.ol`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Box = styled.li<{ $on: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  height: 52px;
  border: 2px solid rgba(255, 255, 255, 0.6);
  border-radius: 4px;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 900;
  background: ${({ $on }) => ($on ? 'rgba(252, 211, 77, 0.18)' : 'transparent')};
`;

const Puck = styled.span<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 3px solid ${({ $on }) => ($on ? '#111827' : '#f8fafc')};
  background: ${({ $on }) => ($on ? '#f8fafc' : '#111827')};
  color: ${({ $on }) => ($on ? '#111827' : '#f8fafc')};
  font-size: 11px;
  font-weight: 900;
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  color: #fff;
  font-weight: 700;
`;

/** The point boxes and the puck: ON over the point while it stands, OFF on the come-out. */
export function PointMarker({ point }: { point: number | null }) {
  return (
    <div>
      <Status aria-live="polite">
        <Puck $on={point !== null} aria-hidden>
          {point !== null ? 'ON' : 'OFF'}
        </Puck>
        <span>{point !== null ? `Point is ${point}` : 'No point: come-out roll'}</span>
      </Status>
      <Row aria-label="Point numbers">
        {POINT_NUMBERS.map((number) => (
          <Box key={number} $on={point === number} aria-current={point === number ? 'true' : undefined}>
            {number}
          </Box>
        ))}
      </Row>
    </div>
  );
}
