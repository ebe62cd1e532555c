import { type Hono, type MiddlewareHandler } from 'hono';
import { describeRoute, resolver, validator } from 'hono-openapi';
import * as v from 'valibot';
import { fieldErrorsFromIssues } from '../../domain/validation';
import { type Access, requireAccess } from '../auth/access';
import type { AppContext, AppEnv } from '../context';
import { AppError } from '../lib/errors';
import { type BodyProblems, bodyGuard } from '../lib/request-guard';

type Schema = v.GenericSchema;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One API route as declared once: the registry mounts it with its access check and documents it. */
export interface ApiRoute {
  method: Method;
  /** Hono path, starting with /v1. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  body?: Schema;
  /** Schema of the query string (every value a string, as in the URL). */
  query?: Schema;
  /** Schema of the path parameters (`:id`…); a malformed id answers 404, as an unknown one does. */
  params?: Schema;
  /** Schema of the envelope's payload on success. */
  payload: Schema;
  /** Error statuses the route answers besides those its access and body imply (401, 403, 400). */
  errors?: Partial<Record<409 | 422 | 429 | 401 | 404 | 410, string>>;
  /** Replaces the shared `jsonProblems` check of the decoded body (POST /v1/sync checks its envelope only). */
  bodyProblems?: BodyProblems;
  handle(c: AppContext, body: unknown, query: unknown, params: unknown): Promise<Response>;
}

type Output<S extends Schema | undefined> = S extends Schema ? v.InferOutput<S> : undefined;

export function defineRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  route: Omit<ApiRoute, 'body' | 'query' | 'params' | 'handle'> & {
    body?: B;
    query?: Q;
    params?: P;
    handler: (c: AppContext, body: Output<B>, query: Output<Q>, params: Output<P>) => Promise<Response>;
  },
): ApiRoute {
  const { handler, ...rest } = route;
  return { ...rest, handle: (c, body, query, params) => handler(c, body as Output<B>, query as Output<Q>, params as Output<P>) };
}

/** Lists a schema once under components/schemas in the OpenAPI document; validation is unchanged. */
export const named = <S extends Schema>(schema: S, ref: string) => v.pipe(schema, v.metadata({ ref }));

const envelopeOf = (payload: Schema) => v.object({ code: v.number(), message: v.string(), payload });

const FieldErrorSchema = named(v.object({ field: v.string(), rule: v.string(), message: v.string() }), 'FieldError');
const ErrorEnvelope = named(envelopeOf(v.nullable(v.record(v.string(), v.unknown()))), 'ErrorEnvelope');
const ValidationEnvelope = named(envelopeOf(v.object({ fields: v.array(FieldErrorSchema) })), 'ValidationErrorEnvelope');

const json = (schema: Schema, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});

function responses(route: ApiRoute) {
  const out: Record<string, ReturnType<typeof json>> = { 200: json(envelopeOf(route.payload), 'Success (code 200 unless stated)') };
  if (route.body || route.query) out[400] = json(ValidationEnvelope, 'Invalid request: the failing fields');
  if (route.params) out[404] = json(ErrorEnvelope, 'No such record');
  if (route.access !== 'public') out[401] = json(ErrorEnvelope, 'Missing, expired or revoked token');
  if (route.access === 'staff') out[403] = json(ErrorEnvelope, 'A client portal account cannot use this');
  else if (route.access !== 'public' && route.access !== 'signed-in' && route.access !== 'second-factor' && route.access !== 'api-key') {
    out[403] = json(ErrorEnvelope, `Needs the ${route.access} permission`);
  }
  for (const [status, description] of Object.entries(route.errors ?? {})) out[status] = json(ErrorEnvelope, description);
  return out;
}

function unknownRecord(result: { success: boolean }): void {
  if (!result.success) throw new AppError(404, 'Not found');
}

function invalidInput(result: { success: boolean; error?: readonly unknown[] }): void {
  if (result.success) return;
  const fields = fieldErrorsFromIssues((result.error ?? []) as v.BaseIssue<unknown>[]);
  throw new AppError(400, 'Some fields are not valid.', { fields });
}

export function mountRoutes(app: Hono<AppEnv>, routes: readonly ApiRoute[]): void {
  for (const route of routes) {
    const access = route.access === 'public' ? [] : route.access === 'api-key' ? [{ apiKeyAuth: [] }] : [{ bearerAuth: [] }];
    const handlers: MiddlewareHandler<AppEnv>[] = [
      describeRoute({ summary: route.summary, tags: [route.tag], security: access, responses: responses(route) }),
      requireAccess(route.access),
    ];
    if (route.params) handlers.push(validator('param', route.params, unknownRecord));
    if (route.query) handlers.push(validator('query', route.query, invalidInput));
    if (route.body) handlers.push(bodyGuard(route.body, route.bodyProblems), validator('json', route.body, invalidInput));
    const { body, query, params } = route;
    app.on([route.method.toUpperCase()], [route.path], ...handlers, (c) =>
      route.handle(
        c,
        body ? c.req.valid('json' as never) : undefined,
        query ? c.req.valid('query' as never) : undefined,
        params ? c.req.valid('param' as never) : undefined,
      ),
    );
  }
}
