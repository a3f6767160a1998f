import type Router from '@koa/router';
import type { Context } from 'koa';
import { invalid, notFound, statementLines, walletStreamId } from '@sb/domain';
import { AUDIT_SEARCH_LIMIT, ZAdminActionsQuery, type TAuditLedgerDto } from '@sb/contracts';
import { auditQueries } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toAdminActionDto, toAuditAccountDto } from './audit-dto.js';

const ACCOUNT_NOT_FOUND = 'Account not found';

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const queryParams = (ctx: Context) =>
  Object.fromEntries(Object.entries(ctx.query).map(([key, value]) => [key, firstOf(value)]));

/**
 * The Audit page's queries (auditors and admins): GET /api/audit/players?search= (username prefix, deleted accounts
 * included), GET /api/audit/players/:id/ledger (the wallet stream read from the log itself, for the browser's chain
 * check, and its money lines from statementLines, the CLI statement's function) and GET /api/audit/admin-actions
 * (newest first).
 */
export const auditRoutes = (router: Router, deps: QueryApiDeps) => {
  const queries = () => auditQueries(deps.readStore);

  router.get('/api/audit/players', async (ctx) => {
    const search = (firstOf(ctx.query.search) ?? '').trim();
    const accounts = await queries().accountsStartingWith(search, AUDIT_SEARCH_LIMIT);
    ctx.body = { players: accounts.map(toAuditAccountDto) };
  });

  router.get('/api/audit/players/:id/ledger', async (ctx) => {
    const account = await queries().account(ctx.params.id ?? '');
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    const stream = await deps.eventLog.readStream(walletStreamId(account.id));
    const events = stream.map(({ revision, position, type, data, metadata }) => ({
      revision,
      position,
      type,
      data,
      metadata,
    }));
    const body: TAuditLedgerDto = {
      account: toAuditAccountDto(account),
      events,
      lines: statementLines(events),
    };
    ctx.body = body;
  });

  router.get('/api/audit/admin-actions', async (ctx) => {
    const parsed = ZAdminActionsQuery.safeParse(queryParams(ctx));
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid query');
    const actions = await queries().adminActions(parsed.data);
    const ids = [...new Set(actions.flatMap((action) => [action.adminId, action.userId ?? []].flat()))];
    const accounts = await queries().accountsByIds(ids);
    const usernames = new Map(accounts.map((account) => [account.id, account.username]));
    ctx.body = { actions: actions.map((action) => toAdminActionDto(action, usernames)) };
  });
};
