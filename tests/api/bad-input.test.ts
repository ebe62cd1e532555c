import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newAddress, signIn } from './helpers';

/**
 * Walks every operation of the OpenAPI document with input the database or the parser cannot take
 * (issue 16.3): NUL and lone surrogates in every string of the body, the query and the path, a body
 * 5,000 deep, a JSON `null` body and an array body. One request per operation and kind; any 5xx fails.
 * What cannot be built (no body, no query, no path parameter for a kind) is listed, not skipped silently.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const NUL = 'x\u0000y';
const SURROGATE = 'x\uD800y';
// Percent-encoded: NUL as %00, the lone surrogate as the UTF-8 bytes a careless encoder writes for it.
const NUL_URL = 'x%00y';
const SURROGATE_URL = 'x%ED%A0%80y';
const DEEP = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

let doc: Document;
let token: string;
let apiKey: string;

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  return resolve(doc.components?.schemas?.[schema.$ref.split('/').at(-1)!] ?? {});
}

/** A value of the schema's shape with `text` in every string, so each string field carries the bad input. */
function example(raw: JsonSchema, text: string, depth = 0): unknown {
  const schema = resolve(raw);
  if (depth > 8) return null;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return example(variants.find((s) => resolve(s).type !== 'null') ?? variants[0]!, text, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => example(s, text, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, example(s, text, depth + 1)]));
  }
  if (type === 'array') return [example(schema.items ?? {}, text, depth + 1)];
  if (type === 'string' || typeof schema.enum?.[0] === 'string' || typeof schema.const === 'string') return text;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  return text;
}

const hasString = (value: unknown): boolean =>
  typeof value === 'string' || (value !== null && typeof value === 'object' && Object.values(value).some(hasString));

interface Attempt {
  kind: string;
  path: string;
  body?: string;
}

function attempts(path: string, op: Operation): { built: Attempt[]; missing: string[] } {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const fill = (pathValue: string, query: string | null) => {
    const filled = pathParams.reduce((at, p) => at.replace(`{${p.name}}`, pathValue), path);
    const pairs = query === null ? [] : queryParams.map((p) => `${encodeURIComponent(p.name)}=${query}`);
    return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
  };
  const valid = fill(randomUUID(), null);
  const built: Attempt[] = [];
  const missing: string[] = [];
  const schema = op.requestBody?.content['application/json']?.schema;
  if (schema) {
    const nul = example(schema, NUL);
    if (hasString(nul)) {
      built.push({ kind: 'nul-body', path: valid, body: JSON.stringify(nul) });
      built.push({ kind: 'surrogate-body', path: valid, body: JSON.stringify(example(schema, SURROGATE)) });
    } else missing.push('nul-body, surrogate-body (no string field)');
    built.push({ kind: 'deep-body', path: valid, body: DEEP }, { kind: 'null-body', path: valid, body: 'null' }, { kind: 'array-body', path: valid, body: '[]' });
  } else missing.push('body kinds (no request body)');
  if (queryParams.length > 0) built.push({ kind: 'nul-query', path: fill(randomUUID(), NUL_URL) }, { kind: 'surrogate-query', path: fill(randomUUID(), SURROGATE_URL) });
  else missing.push('query kinds (no query parameter)');
  if (pathParams.length > 0) built.push({ kind: 'nul-path', path: fill(NUL_URL, null) }, { kind: 'surrogate-path', path: fill(SURROGATE_URL, null) });
  else missing.push('path kinds (no path parameter)');
  return { built, missing };
}

async function send(method: string, op: Operation, attempt: Attempt): Promise<number> {
  const headers: Record<string, string> = { 'X-Forwarded-For': newAddress() };
  const usesKey = op.security?.some((s) => 'apiKeyAuth' in s);
  if (usesKey) headers['X-Api-Key'] = apiKey;
  else headers.Authorization = `Bearer ${token}`;
  if (attempt.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${inject('baseUrl')}${attempt.path}`, { method: method.toUpperCase(), headers, body: attempt.body });
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  doc = (await (await fetch(`${inject('baseUrl')}/v1/openapi.json`)).json()) as Document;
  token = await signIn('admin');
  const clients = await api<{ items: { id: string }[] }>('/v1/clients', { token });
  const client = clients.body.payload.items[0]!;
  const created = await api<{ key: string }>(`/v1/clients/${client.id}/api-keys`, { token, body: { name: 'bad input walk' } });
  apiKey = created.body.payload.key;
});

describe('every operation of the OpenAPI document, given input it cannot store', () => {
  it('answers below 500 to NUL, lone surrogates, a 5,000-deep body, a null body and an array body', async () => {
    const failures: string[] = [];
    const notBuilt: string[] = [];
    const statuses = new Map<string, number>();
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const { built, missing } = attempts(path, op);
        if (missing.length > 0) notBuilt.push(`${method.toUpperCase()} ${path}: ${missing.join('; ')}`);
        for (const attempt of built) {
          let status = await send(method, op, attempt);
          // An operation may end the walker's session (sign-out, password change): sign in again and retry once.
          if (status === 401 && !op.security?.some((s) => 'apiKeyAuth' in s)) {
            token = await signIn('admin');
            status = await send(method, op, attempt);
          }
          sent += 1;
          const key = `${attempt.kind} ${status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          if (status >= 500) failures.push(`${method.toUpperCase()} ${path} [${attempt.kind}] → ${status}`);
        }
      }
    }
    console.info(`bad-input walk: ${sent} requests; answers by kind: ${[...statuses].map(([k, n]) => `${k}×${n}`).join(', ')}`);
    console.info(`bad-input walk: not built (nothing of that kind to send):\n  ${notBuilt.join('\n  ')}`);
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 180_000);
});
