import { Validator } from '@seriousme/openapi-schema-validator';
import { ZRegisterResponse, ZUserStatsResponse } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAs } from '../testing/contract-answer.js';
import { routesOf } from '../testing/koa-routes.js';
import { signInAdmin } from '../testing/accounts-fixtures.js';
import { startTestStack, type TestStack } from '../testing/test-stack.js';

type Content = Record<string, { schema?: unknown }>;
type Operation = { responses: Record<string, { content?: Content }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let stack: TestStack;
let document: Document;

beforeAll(async () => {
  stack = await startTestStack();
  const answer = await stack.client().get('/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body as Document;
});
afterAll(() => stack?.stop());

/** 'GET /api/bets/{betId}' as the document says it and 'GET /api/bets/:betId' as Koa does, in one form. */
const documented = () =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    .sort();

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (no sign-in needed)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the command API and the query API register, and no other', () => {
    const registered = [...routesOf(stack.apps.command), ...routesOf(stack.apps.query)]
      .filter(({ path }) => path.startsWith('/api/'))
      .map(({ method, path }) => `${method} ${path}`);
    expect(documented()).toEqual([...new Set(registered)].sort());
  });

  it("gives every route its answer's schema: the JSON of its success, or the problem+json of a route that only refuses", () => {
    const withoutSchema = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, { responses }]) => {
          const answers = Object.entries(responses).filter(([status]) => status !== '4XX');
          const schemas = answers.flatMap(([, { content }]) =>
            Object.values(content ?? {}).map(({ schema }) => schema),
          );
          return schemas.length === 0 || schemas.some((schema) => schema === undefined);
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withoutSchema).toEqual([]);
  });

  it("describes the stats' week with the schema the contracts give it", () => {
    const stats = document.paths['/api/user/stats']?.get as Operation;
    expect(JSON.stringify(stats.responses['200'])).toContain('#/components/schemas/UserStats');
  });

  it('the answers that have a schema match it exactly (strict: no field the contracts do not name)', async () => {
    const registered = await stack
      .client()
      .post('/api/register', { username: 'schema-check', password: 'a-long-password' });
    expect(registered.status).toBe(201);
    answerAs(ZRegisterResponse, registered);
    const admin = await signInAdmin(stack);
    const stats = await admin.get('/api/user/stats?timeZone=Europe%2FParis');
    answerAs(ZUserStatsResponse, stats);
  });
});
