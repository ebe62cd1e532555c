import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { grantsOf, hasAllPermissions, hasAnyPermission, hasPermission, type Grants } from '../../../domain/permissions';
import { decidePage, deniedPage, guardPage } from './guard';
import { PAGE_LIST, PAGES, type PageName } from './pages';

const role = (isSuperAdmin = false) => ({ isSuperAdmin });
const user = (...permissions: string[]): Grants => grantsOf([role()], permissions);
const SUPER = grantsOf([role(false), role(true)], []);
const NOROLES = grantsOf([], []);
// The demo accounts of issue 2.
const OPERATOR = user(
  'RECEIVING_LIST', 'RECEIVING_DETAIL_VIEW', 'RECEIVING_DETAIL_SCAN', 'COUNTING_CYCLE_LIST', 'COUNTING_CYCLE_START',
  'COUNTING_ITEMS', 'SHIPMENT_PICKING_LIST', 'SHIPMENT_PACKING_LIST', 'SHIPMENT_PACKING_DETAIL', 'JOB_CENTER_MENU',
  'JOB_CENTER_ACTION', 'JOB_CENTER_QC', 'RELABEL_ACTION', 'ITEM_LIST', 'ITEM_DETAIL_VIEW',
);
const VIEWER = user('ITEM_DASHBOARD', 'ITEM_LIST', 'ITEM_DETAIL_VIEW', 'REPORT');

describe('permission checks', () => {
  it('passes a single permission only when held', () => {
    expect(hasPermission(VIEWER, 'REPORT')).toBe(true);
    expect(hasPermission(VIEWER, 'SETTING_MENU')).toBe(false);
  });
  it('all-of needs every permission, any-of one of them', () => {
    expect(hasAllPermissions(VIEWER, ['ITEM_LIST', 'REPORT'])).toBe(true);
    expect(hasAllPermissions(VIEWER, ['ITEM_LIST', 'SETTING_MENU'])).toBe(false);
    expect(hasAnyPermission(VIEWER, ['SETTING_MENU', 'REPORT'])).toBe(true);
    expect(hasAnyPermission(VIEWER, ['SETTING_MENU', 'TAG_MANAGEMENT'])).toBe(false);
    expect(hasAnyPermission(VIEWER, [])).toBe(false);
  });
  it('a super admin (any role with isSuperAdmin) passes every variant', () => {
    expect(SUPER.isSuperAdmin).toBe(true);
    expect(hasPermission(SUPER, 'SETTING_MENU')).toBe(true);
    expect(hasAllPermissions(SUPER, ['SETTING_MENU', 'COMPANY_LOGO_UPDATE'])).toBe(true);
    expect(hasAnyPermission(SUPER, ['JOB_CENTER_ANYTHING'])).toBe(true);
  });
});

describe('guard decisions over the page table', () => {
  const href = '/wanted?x=1';
  const table: [string, PageName, Grants | null, Record<string, string>, ReturnType<typeof decidePage>][] = [
    ['logged out on a permission page → login with next', 'receiving-list', null, {}, { kind: 'login', next: href }],
    ['logged out on main → login with next', 'main', null, {}, { kind: 'login', next: href }],
    ['logged out on a catalogue (sign-in only) → login', 'admin-brand', null, {}, { kind: 'login', next: href }],
    ['logged out on login → allowed', 'login', null, {}, { kind: 'allow' }],
    ['logged in on login → home', 'login', VIEWER, {}, { kind: 'home' }],
    ['logged out on 2fa-auth (public) → allowed', '2fa-auth', null, {}, { kind: 'allow' }],
    ['logged in on reset-password (public) → allowed', 'reset-password', OPERATOR, {}, { kind: 'allow' }],
    ['missing permission → no-permission with the page name', 'setting-system', VIEWER, {}, { kind: 'no-permission', deniedPage: 'setting-system' }],
    ['held permission → allowed', 'receiving-list', OPERATOR, {}, { kind: 'allow' }],
    ['no roles still reach main', 'main', NOROLES, {}, { kind: 'allow' }],
    ['no roles are refused a permission page', 'inventory-dashboard', NOROLES, {}, { kind: 'no-permission', deniedPage: 'inventory-dashboard' }],
    ['super admin passes settings', 'setting-sequence', SUPER, {}, { kind: 'allow' }],
    ['job center qc with JOB_CENTER_QC → allowed', 'job-center-action', OPERATOR, { type: 'qc' }, { kind: 'allow' }],
    ['job center repair without JOB_CENTER_REPAIR → no-permission', 'job-center-action', OPERATOR, { type: 'repair' }, { kind: 'no-permission', deniedPage: 'job-center-action' }],
    ['job center type is upper-cased (Clean → JOB_CENTER_CLEAN)', 'job-center-action', user('JOB_CENTER_CLEAN'), { type: 'Clean' }, { kind: 'allow' }],
    ['super admin passes any job center type', 'job-center-action', SUPER, { type: 'whatever' }, { kind: 'allow' }],
    ['the catch-all is public', 'not-found', null, {}, { kind: 'allow' }],
    ['order view needs only sign-in', 'shipping-order-view', NOROLES, { id: '1' }, { kind: 'allow' }],
    ['the batch list opens with SHIPMENT_BATCH_LIST alone', 'shipping-batch-list', user('SHIPMENT_BATCH_LIST'), {}, { kind: 'allow' }],
    ['a batch overview still needs SHIPMENT_BATCH_MANAGEMENT', 'shipping-batch-overview', user('SHIPMENT_BATCH_LIST'), { id: '1' }, { kind: 'no-permission', deniedPage: 'shipping-batch-overview' }],
  ];
  it.each(table)('%s', (_title, page, grants, params, expected) => {
    expect(decidePage(page, grants, href, params)).toEqual(expected);
  });

  it('every signed-in page with a permission refuses a user without it and admits its holder', () => {
    for (const page of PAGE_LIST) {
      if (page.access.kind !== 'signed-in' || page.access.permission === null || page.derivePermission) continue;
      const name = page.name as PageName;
      expect(decidePage(name, NOROLES, page.path).kind, name).toBe('no-permission');
      expect(decidePage(name, user(page.access.permission), page.path).kind, name).toBe('allow');
    }
  });
});

describe('guardPage (beforeLoad)', () => {
  afterEach(() => sessionStorage.clear());
  const run = (name: PageName, grants: Grants | null, href = '/x', params: Record<string, string> = {}) => {
    try {
      guardPage(name)({ context: { session: { grants: () => grants } }, location: { href }, params });
      return null;
    } catch (error) {
      return error;
    }
  };

  it('lets an allowed user through', () => {
    expect(run('receiving-list', OPERATOR)).toBeNull();
  });
  it('redirects to login carrying next', () => {
    const error = run('receiving-list', null, '/receiving?page=2');
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: unknown }).options).toMatchObject({ to: '/login', search: { next: '/receiving?page=2' } });
  });
  it('redirects a signed-in user away from login to home', () => {
    expect((run('login', VIEWER) as { options: unknown }).options).toMatchObject({ to: '/' });
  });
  it('redirects to no-permission and remembers the denied page', () => {
    const error = run('admin-account-list', VIEWER);
    expect((error as { options: unknown }).options).toMatchObject({ to: '/no-permission' });
    expect(deniedPage()).toBe('admin-account-list');
  });
  it('while a kept session is checked, lets through at once but refuses only on the answer', async () => {
    let grants: Grants = VIEWER;
    let answer = (): void => undefined;
    const sessionChecked = new Promise<void>((resolve) => (answer = resolve));
    const guard = (name: PageName) => guardPage(name)({ context: { session: { grants: () => grants }, sessionChecked }, location: { href: '/x' } });

    expect(guard('inventory-item-list')).toBeUndefined();
    const lots = guard('lot-list');
    const refused = guard('admin-account-list');
    // The answer: the role gained the lots page since the last visit.
    grants = user('ITEM_LIST', 'LOT_MANAGEMENT');
    answer();
    await expect(lots).resolves.toBeUndefined();
    await expect(refused).rejects.toMatchObject({ options: { to: '/no-permission' } });
    expect(deniedPage()).toBe('admin-account-list');
  });
  it('derives the job-center permission from the :type param', () => {
    expect(run('job-center-action', OPERATOR, '/job-center/qc', { type: 'qc' })).toBeNull();
    expect(isRedirect(run('job-center-action', OPERATOR, '/job-center/clean', { type: 'clean' }))).toBe(true);
  });
});

describe('page table', () => {
  it('has unique paths and breadcrumbs that name existing pages', () => {
    const paths = PAGE_LIST.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PAGE_LIST) {
      for (const crumb of page.crumbs) expect(PAGES, `${page.name} → ${crumb.page}`).toHaveProperty([crumb.page]);
      expect(page.crumbs.at(-1)?.page).toBe(page.name);
    }
  });
  it('keeps the spec permissions of named routes', () => {
    expect(PAGES['client-issue-dashboard'].access).toEqual({ kind: 'signed-in', permission: 'CLIENT_ISSUE_REPORT' });
    expect(PAGES['sku-detail-movement'].access).toEqual({ kind: 'signed-in', permission: 'BIN_MANAGEMENT' });
    expect(PAGES['scrap-edit-detail'].access).toEqual({ kind: 'signed-in', permission: 'SCRAP_LIST_EDIT' });
    expect(PAGES['admin-carrier'].access).toEqual({ kind: 'signed-in', permission: null });
    expect(PAGES.login.access).toEqual({ kind: 'login' });
    expect(PAGES['invalid-reset-password-token'].access).toEqual({ kind: 'public' });
    expect(PAGES['printing-shipping-label'].layout).toBe('none');
  });
});
