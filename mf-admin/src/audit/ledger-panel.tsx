import {
  Alert,
  Badge,
  Button,
  Field,
  formatMoney,
  Input,
  Label,
  NumericCell,
  NumericHeader,
  Select,
} from '@sb/web-kit';
import { Table, TableScroll } from '@sb/web-kit';
import { cents, holdsMoney, statementCsv } from '@sb/domain';
import type { TAuditLedgerDto } from '@sb/contracts';
import { Download, FileSearch, ShieldCheck, ShieldX } from 'lucide-react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../components/format-date';
import { plural } from '../components/plural';
import { Panel } from '../components/panel';
import { QueryStates } from '../components/query-states';
import { useAuditLedger } from './audit-queries';
import { checkLedger } from './chain-check';
import { downloadCsv } from './download-csv';
import { EventKind } from './event-kind';
import { eventLabel } from './event-label';
import { ALL_KINDS, filterLines, kindsOf, NO_FILTER, type LedgerFilter } from './ledger-filters';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  /* minmax(0, ...): a date input's own width must not push the filters out of a phone's card. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  input {
    min-width: 0;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
  > :first-child {
    grid-column: 1 / -1;
    ${({ theme }) => theme.media.desktop} {
      grid-column: auto;
    }
  }
`;

const Verdict = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Hash = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * A line's own words wrap (a bet names its pick and its game), so the figures after them stay in view at 1280 px
 * instead of being pushed out of the table's box; only a phone scrolls the table sideways.
 */
const Description = styled.td`
  min-width: 12ch;
  white-space: normal !important;
`;

const money = (amountCents: number) => formatMoney(cents(amountCents));

function ChainVerdict({ ledger }: { ledger: TAuditLedgerDto }) {
  const check = useMemo(() => checkLedger(ledger), [ledger]);
  if (check.verified) {
    return (
      <Alert variant="success">
        <Verdict data-testid="chain-verdict">
          <ShieldCheck size={16} aria-hidden />
          Hash chain verified in this browser: {plural(check.events, 'event')}, every line matches its event.
        </Verdict>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <Verdict data-testid="chain-verdict">
        <ShieldX size={16} aria-hidden />
        Hash chain broken. {check.problem}
      </Verdict>
    </Alert>
  );
}

function LedgerTable({ ledger }: { ledger: TAuditLedgerDto }) {
  const [filter, setFilter] = useState<LedgerFilter>(NO_FILTER);
  const set = (change: Partial<LedgerFilter>) => setFilter((current) => ({ ...current, ...change }));
  const lines = filterLines(ledger.lines, filter);
  const exportCsv = () => downloadCsv(`statement-${ledger.account.username}.csv`, statementCsv(lines));

  return (
    <>
      <Filters>
        <Field>
          <Label htmlFor="audit-kind">Kind</Label>
          <Select id="audit-kind" value={filter.kind} onChange={(event) => set({ kind: event.target.value })}>
            <option value={ALL_KINDS}>All kinds</option>
            {kindsOf(ledger.lines).map((kind) => (
              <option key={kind} value={kind}>
                {eventLabel(kind)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor="audit-from">From</Label>
          <Input
            id="audit-from"
            type="date"
            value={filter.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        </Field>
        <Field>
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" value={filter.to} onChange={(event) => set({ to: event.target.value })} />
        </Field>
        <Button type="button" variant="secondary" onClick={exportCsv} disabled={lines.length === 0}>
          <Download size={16} aria-hidden />
          Export CSV
        </Button>
      </Filters>
      <p role="status">
        {lines.length === ledger.lines.length
          ? plural(lines.length, 'movement')
          : `${plural(lines.length, 'movement')} of ${ledger.lines.length}`}
      </p>
      <TableScroll tabIndex={0} role="region" aria-label="Ledger table">
        <Table aria-label="Ledger">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Kind</th>
              <th scope="col">What</th>
              <NumericHeader scope="col">Amount</NumericHeader>
              <NumericHeader scope="col">Cash</NumericHeader>
              <NumericHeader scope="col">Free Play</NumericHeader>
              <th scope="col">Hash</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.revision}>
                <td>{formatDateTime(line.at)}</td>
                <td>
                  <EventKind type={line.kind} />
                </td>
                <Description>
                  {line.description || <Hash title={line.reference}>{line.reference.slice(0, 8)}</Hash>}
                </Description>
                <NumericCell>{money(line.amountCents)}</NumericCell>
                <NumericCell>{money(line.cashCents)}</NumericCell>
                <NumericCell>{money(line.freePlayCents)}</NumericCell>
                <td>
                  <Hash title={line.hash}>{line.hash.slice(0, 12)}…</Hash>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </>
  );
}

/** Why an account has no wallet: an auditor never holds money; anyone else has none until their first movement. */
const noWallet = (role: TAuditLedgerDto['account']['role'] | undefined) =>
  role !== undefined && !holdsMoney(role)
    ? { title: 'No wallet', text: 'Auditors hold no money: this account has no money movements.' }
    : { title: 'No wallet yet', text: 'This account has no money movements.' };

/** One account's ledger: the chain checked here, filters by kind and date, and the shown lines as CSV. */
export function LedgerPanel({ userId }: { userId: string }) {
  const query = useAuditLedger(userId);
  const ledger = query.data;
  const title = ledger ? `Ledger of ${ledger.account.username}` : 'Ledger';
  const description = ledger && (
    <>
      {ledger.account.role} · {ledger.account.status}
      {ledger.account.deletedAt !== null && (
        <>
          {' '}
          · <Badge $tone="loss">deleted {formatDateTime(ledger.account.deletedAt)}</Badge>
        </>
      )}
    </>
  );

  return (
    <Panel title={title} description={description}>
      <QueryStates
        query={query}
        loadingLabel="Loading the ledger"
        errorTitle="Failed to load the ledger"
        isEmpty={ledger?.events.length === 0}
        empty={{ icon: <FileSearch size={24} />, ...noWallet(ledger?.account.role) }}
      >
        {ledger && (
          <>
            <ChainVerdict ledger={ledger} />
            <LedgerTable ledger={ledger} />
          </>
        )}
      </QueryStates>
    </Panel>
  );
}
