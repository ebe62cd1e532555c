import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mutationRegistry } from '../../domain/sync/mutation-registry';
import { mutationKinds } from '../routes/mutation-kinds';
import { defineMutationKind, registeredKinds } from './mutation-kind';

const handler = (kind: string) => defineMutationKind({ kind, schema: v.object({}), access: 'staff', apply: async () => null });

describe('registeredKinds: the server starts only when handlers and registry match', () => {
  it('has a handler for every registry kind, with the registry’s schema and access', () => {
    expect(mutationKinds.map((k) => k.kind).sort()).toEqual(Object.keys(mutationRegistry).sort());
    for (const kind of mutationKinds) {
      const spec = mutationRegistry[kind.kind as keyof typeof mutationRegistry];
      expect([kind.schema, kind.access]).toEqual([spec.schema, spec.access]);
    }
  });

  it('refuses a registry kind without a handler', () => {
    const registry = { 'a.one': {}, 'a.two': {} };
    expect(() => registeredKinds([handler('a.one')], registry)).toThrow('Mutation kinds without a handler: a.two');
  });

  it('refuses a handler for a kind the registry does not have', () => {
    const registry = { 'a.one': {} };
    expect(() => registeredKinds([handler('a.one'), handler('a.stray')], registry)).toThrow('not in the registry: a.stray');
  });
});
