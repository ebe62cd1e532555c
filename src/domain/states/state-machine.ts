import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import type { Permission } from '../permissions';

/** How a state chip is tinted; the label always says the state, the colour only helps. */
export const STATE_COLOURS = ['muted', 'primary', 'success', 'warning', 'danger'] as const;
export type StateColour = (typeof STATE_COLOURS)[number];

export interface StateInfo {
  /** Lazily translated: the web renders it with `i18n._`, in the user's language. */
  label: MessageDescriptor;
  colour: StateColour;
}

export interface TransitionRule<S extends string> {
  from: readonly S[];
  to: S;
  /**
   * What the actor must hold. `null` marks a system transition: it follows from another step the actor
   * was allowed to take (a cancel that leaves a batch nothing to pick), and no request asks for it alone.
   */
  permission: Permission | null;
}

/**
 * One document type's states and the only ways between them (DOMAIN.md invariant 5). `work` names
 * what may be done to the document without changing its state (edit, scan, count…) and the states
 * that allow it, so those checks answer the same 409 as an illegal transition.
 */
export interface StateMachine<S extends string = string, T extends string = string, W extends string = string> {
  document: string;
  /** "Control number", "Counting cycle": names the document in the 409 message. */
  name: MessageDescriptor;
  states: Record<S, StateInfo>;
  transitions: Record<T, TransitionRule<S>>;
  work: Record<W, readonly S[]>;
}

/** Declares a machine with its literal state, transition and work names kept for type checks. */
export function defineStateMachine<const S extends string, const T extends string, const W extends string = never>(
  machine: StateMachine<S, T, W>,
): StateMachine<S, T, W> {
  return machine;
}

export interface AllowedTransition {
  transition: string;
  to: string;
}

/** The transitions someone may ask for from `state`, in declaration order (system transitions are no one's to ask for). */
export function transitionsFrom<S extends string, T extends string>(machine: StateMachine<S, T, string>, state: S): AllowedTransition[] {
  return (Object.entries(machine.transitions) as [T, TransitionRule<S>][])
    .filter(([, rule]) => rule.from.includes(state) && rule.permission !== null)
    .map(([transition, rule]) => ({ transition, to: rule.to }));
}

export function canTransition<S extends string, T extends string>(machine: StateMachine<S, T, string>, transition: T, state: S): boolean {
  return machine.transitions[transition].from.includes(state);
}

export function allowsWork<S extends string, W extends string>(machine: StateMachine<S, string, W>, work: W, state: S): boolean {
  return machine.work[work].includes(state);
}

/**
 * The payload of every 409 for a step the document's state does not allow, whatever the document:
 * its state now and where it may go from there.
 */
export const IllegalTransitionSchema = v.object({
  document: v.string(),
  /** The number people know the document by (CN000001, CC000001). */
  id: v.string(),
  state: v.string(),
  /** The transition or work that was refused. */
  attempted: v.string(),
  allowed: v.array(v.object({ transition: v.string(), to: v.string() })),
});
export type IllegalTransition = v.InferOutput<typeof IllegalTransitionSchema>;

export function illegalTransition<S extends string>(machine: StateMachine<S, string, string>, id: string, state: S, attempted: string): IllegalTransition {
  return { document: machine.document, id, state, attempted, allowed: transitionsFrom(machine, state) };
}
