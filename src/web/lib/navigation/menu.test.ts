import { describe, expect, it } from 'vitest';
import { grantsOf } from '../../../domain/permissions';
import { activeMenuKey, MENU, visibleMenu } from './menu';
import { PAGES } from './pages';

const keys = (grants: Parameters<typeof visibleMenu>[0]) => visibleMenu(grants).flatMap((s) => s.entries.map((e) => e.key));

describe('side menu', () => {
  it('shows only what the user may open', () => {
    const viewer = grantsOf([{ isSuperAdmin: false }], ['ITEM_DASHBOARD', 'ITEM_LIST', 'ITEM_DETAIL_VIEW', 'REPORT']);
    const visible = keys(viewer);
    expect(visible).toContain('inventory-dashboard');
    expect(visible).toContain('report-menu');
    expect(visible).not.toContain('receiving-list');
    expect(visible).not.toContain('admin-account-list');
    expect(visible).not.toContain('setting-system');
  });

  it('shows job-center types by their derived permission', () => {
    const operator = grantsOf([], ['JOB_CENTER_MENU', 'JOB_CENTER_ACTION', 'JOB_CENTER_QC']);
    const visible = keys(operator);
    expect(visible).toContain('job-center-action:qc');
    expect(visible).not.toContain('job-center-action:repair');
  });

  it('gives a user without roles only the sign-in-only entries', () => {
    const visible = keys(grantsOf([], []));
    expect(visible).toContain('main');
    expect(visible).toContain('movement-history');
    expect(visible.every((key) => {
      const page = PAGES[key.split(':')[0] as keyof typeof PAGES];
      return page.access.kind === 'signed-in' && page.access.permission === null;
    })).toBe(true);
  });

  it('shows everything to a super admin', () => {
    const all = MENU.flatMap((s) => s.entries.map((e) => e.key));
    expect(keys(grantsOf([{ isSuperAdmin: true }], []))).toEqual(all);
  });

  it('highlights the entry of the section a page belongs to', () => {
    expect(activeMenuKey(PAGES['receiving-control-number-edit'], { controlNumber: 'CN1' })).toBe('receiving-list');
    expect(activeMenuKey(PAGES['job-center-action'], { type: 'repair' })).toBe('job-center-action:repair');
    expect(activeMenuKey(PAGES['sku-detail-movement'], { id: '1' })).toBe('sku-list');
    expect(activeMenuKey(PAGES.main, {})).toBe('main');
    expect(activeMenuKey(null, {})).toBeNull();
  });

  it('every highlight key of a main-layout page is a menu entry', () => {
    const entries = new Set(MENU.flatMap((s) => s.entries.map((e) => e.key)));
    for (const page of Object.values(PAGES)) {
      if (page.layout !== 'main' || page.name === 'no-permission') continue;
      expect(entries.has(page.menuKey ?? ''), page.name).toBe(true);
    }
  });
});
