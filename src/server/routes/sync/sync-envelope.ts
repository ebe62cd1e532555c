import type { FieldError } from '../../../domain/api';
import { jsonProblems } from '../../../domain/json-guard';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The request guard for POST /v1/sync: the envelope only. A payload's text (NUL, a lone surrogate) and
 * depth are left to the pipeline, which gives that one mutation a permanent verdict instead of refusing
 * the batch (issue 16.4): JSON.parse and jsonProblems walk any depth without recursion, so a 5,000-deep
 * payload costs nothing more than its bytes, which the body size limit bounds.
 */
export function syncEnvelopeProblems(body: unknown): FieldError[] {
  if (!isObject(body) || !Array.isArray(body.mutations)) return jsonProblems(body, { maxDepth: 2 });
  const { mutations, ...rest } = body;
  const problems = jsonProblems(rest);
  mutations.forEach((mutation: unknown, index) => {
    const at = (field: string) => (field === '' ? `mutations.${index}` : `mutations.${index}.${field}`);
    if (!isObject(mutation)) {
      for (const problem of jsonProblems(mutation, { maxDepth: 1 })) problems.push({ ...problem, field: at(problem.field) });
      return;
    }
    const { payload: _payload, ...envelope } = mutation;
    for (const problem of jsonProblems(envelope)) problems.push({ ...problem, field: at(problem.field) });
  });
  return problems.slice(0, 50);
}
