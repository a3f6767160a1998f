import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import { parse } from 'yaml';

/**
 * The Compose Specification's JSON schema, vendored in infra/deploy/schema (see its README), compiled with ajv:
 * what `docker compose config` would check of the file's shape, on a machine without Docker.
 */
export const composeValidator = (schemaPath: string) => {
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  // Formats (durations, ports) are Compose's own; the file's shape is what is checked here.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(schema);
  return (document: unknown): ErrorObject[] => (validate(document) ? [] : [...(validate.errors ?? [])]);
};

/** The compose file as Compose reads it: YAML with its `<<` merge keys applied (variables left as written). */
export const readComposeFile = (path: string) =>
  parse(readFileSync(path, 'utf8'), { merge: true }) as {
    services: Record<string, Record<string, unknown>>;
    [key: string]: unknown;
  };
