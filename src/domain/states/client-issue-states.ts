import type { IssueStatus } from '../client-issues/statuses';
import { type StateInfo, defineStateMachine } from './state-machine';

/**
 * A client issue (issue 21, ADR 0036): open (the client reported it) → in_progress (someone at the
 * warehouse works on it) → resolved; reopened when the answer did not settle it. Staff take every step;
 * a client account may reopen its own client's resolved issue (the server checks who asks).
 */
export const clientIssueStates = defineStateMachine({
  document: 'client-issue',
  name: /*i18n*/ { id: 'document.client-issue', message: 'Client issue' },
  states: {
    open: { label: /*i18n*/ { id: 'state.client-issue.open', message: 'Open' }, colour: 'warning' },
    in_progress: { label: /*i18n*/ { id: 'state.client-issue.in_progress', message: 'In progress' }, colour: 'primary' },
    resolved: { label: /*i18n*/ { id: 'state.client-issue.resolved', message: 'Resolved' }, colour: 'success' },
  } satisfies Record<IssueStatus, StateInfo>,
  transitions: {
    start: { from: ['open'], to: 'in_progress', permission: 'CLIENT_ISSUE_REPORT' },
    resolve: { from: ['open', 'in_progress'], to: 'resolved', permission: 'CLIENT_ISSUE_REPORT' },
    reopen: { from: ['resolved'], to: 'open', permission: 'CLIENT_ISSUE_REPORT' },
  },
  // Messages may be written in every state: a note after resolving reaches the other side too.
  work: {},
});

/** The steps only warehouse staff take; a client account may only reopen. */
export const STAFF_ONLY_ISSUE_STEPS: readonly (keyof typeof clientIssueStates.transitions)[] = ['start', 'resolve'];
