import { describe, expect, it } from 'vitest';
import { grantsOf } from '../permissions';
import { mayUseKind, mutationRegistry } from './mutation-registry';

const staff = (permissions: string[], isSuperAdmin = false) => ({ grants: grantsOf([{ isSuperAdmin }], permissions), clientId: null });
const clientAccount = (permissions: string[]) => ({ grants: grantsOf([{ isSuperAdmin: false }], permissions), clientId: 'client-1' });

describe('mayUseKind', () => {
  it('lets any staff account send a staff kind, never a client-portal account', () => {
    expect(mayUseKind('staff', staff([]))).toBe(true);
    expect(mayUseKind('staff', clientAccount(['CLIENT_ISSUE_REPORT']))).toBe(false);
  });

  it('needs one of the listed permissions; a super admin passes', () => {
    const access = mutationRegistry['label.print'].access;
    expect(mayUseKind(access, staff([]))).toBe(false);
    expect(mayUseKind(access, staff(['ITEM_LIST']))).toBe(false);
    expect(mayUseKind(access, staff(['RELABEL_ACTION']))).toBe(true);
    expect(mayUseKind(access, staff([], true))).toBe(true);
  });

  it('refuses a client-portal account a staff permission even if a role gave it one', () => {
    expect(mayUseKind(['RECEIVING_DETAIL_SCAN'], clientAccount(['RECEIVING_DETAIL_SCAN']))).toBe(false);
    expect(mayUseKind(['CLIENT_ISSUE_REPORT'], clientAccount(['CLIENT_ISSUE_REPORT']))).toBe(true);
  });
});
