import { z } from 'zod';

/** Every refusal (4xx) is problem+json with the text the user sees in `error`. */
export const ZProblem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    error: z.string().meta({ description: 'The text the user sees.' }),
    code: z.string().optional().meta({ description: "A domain error's stable code (bet_not_decidable, ...)." }),
  })
  .meta({ id: 'Problem' });

/** POST /api/logout. */
export const ZSuccess = z.object({ success: z.literal(true) }).meta({ id: 'Success' });

/** GET /api/ping: a no-op. */
export const ZPing = z.object({ ok: z.literal(true) }).meta({ id: 'Ping' });

/** GET /api/openapi.json: an OpenAPI 3.1 document (its own schema is the OpenAPI specification's). */
export const ZOpenApiDocument = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) })
  .catchall(z.unknown())
  .meta({ id: 'OpenApiDocument' });
