import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Grants } from '../../../domain/permissions';
import { decidePage } from './guard';
import { type MenuGroup, PAGES, type PageDef, type PageName } from './pages';

/** One entry of the side menu: a page of the table, optionally with fixed params. */
export interface MenuEntry {
  key: string;
  page: PageName;
  params?: Record<string, string>;
  label?: MessageDescriptor;
}

export interface MenuSection {
  group: MenuGroup;
  title: MessageDescriptor;
  entries: readonly MenuEntry[];
}

const entry = (page: PageName, params?: Record<string, string>, label?: MessageDescriptor): MenuEntry => ({
  key: params ? `${page}:${Object.values(params).join(':')}` : page,
  page,
  ...(params ? { params } : {}),
  ...(label ? { label } : {}),
});

export const MENU: readonly MenuSection[] = [
  { group: 'home', title: msg`Home`, entries: [entry('main'), entry('scanner')] },
  {
    group: 'receiving',
    title: msg`Receiving`,
    entries: [
      entry('receiving-list'), entry('client-tracking-list'), entry('client-tracking-management'),
      entry('receiving-tracking-report'),
    ],
  },
  {
    group: 'inventory',
    title: msg`Inventory`,
    entries: [
      entry('inventory-dashboard'), entry('inventory-item-list'), entry('sku-list'), entry('lot-list'),
      entry('counting-list'), entry('scrap-list'), entry('container-management'), entry('relabel'),
      entry('movement-history'), entry('movement-inventory'),
    ],
  },
  {
    group: 'job-center',
    title: msg`Job center`,
    entries: [
      entry('job-center', undefined, msg`All items`),
      entry('job-center-action', { type: 'qc' }, msg`Quality control`),
      entry('job-center-action', { type: 'repair' }, msg`Repair`),
      entry('job-center-action', { type: 'clean' }, msg`Cleaning`),
    ],
  },
  {
    group: 'shipping',
    title: msg`Shipping`,
    entries: [
      entry('shipping-dashboard'), entry('shipping-order-list'), entry('shipping-batch-list'),
      entry('shipping-picking-list'), entry('shipping-packing-queue'), entry('shipping-shipment-list'),
      entry('movement-shipment'),
    ],
  },
  { group: 'client', title: msg`Clients`, entries: [entry('client-list')] },
  {
    group: 'client-issue',
    title: msg`Client issues`,
    entries: [entry('client-issue-dashboard'), entry('client-issue-report')],
  },
  { group: 'report', title: msg`Reports`, entries: [entry('report-menu')] },
  {
    group: 'admin',
    title: msg`Administration`,
    entries: [
      entry('admin-account-list'), entry('admin-role-list'), entry('admin-tag-setting'),
      entry('admin-accessory-list'), entry('admin-source-type'), entry('admin-dealer'), entry('admin-carrier'),
      entry('admin-model'), entry('admin-sku-type'), entry('admin-brand'), entry('admin-error-code'),
      entry('admin-area-code'), entry('admin-repair-code'),
    ],
  },
  {
    group: 'setting',
    title: msg`Settings`,
    entries: [entry('setting-sequence'), entry('setting-system'), entry('setting-log'), entry('setting-shipping-api'), entry('setting-printers')],
  },
];

/** Only the entries the user may open (the same decision the guard makes), empty sections dropped. */
export function visibleMenu(grants: Grants | null): MenuSection[] {
  return MENU.map((section) => ({
    ...section,
    entries: section.entries.filter((e) => decidePage(e.page, grants, PAGES[e.page].path, e.params).kind === 'allow'),
  })).filter((section) => section.entries.length > 0);
}

/** The menu entry to highlight on a page: a param entry that matches exactly, else the page's menu key. */
export function activeMenuKey(page: PageDef | null, params: Record<string, string>): string | null {
  if (!page) return null;
  for (const section of MENU) {
    for (const e of section.entries) {
      if (e.page === page.name && e.params && Object.entries(e.params).every(([k, v]) => params[k] === v)) return e.key;
    }
  }
  return page.menuKey;
}
