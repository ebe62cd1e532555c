import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageAccess } from '../../../domain/guard';
import { jobCenterPermission, type Permission } from '../../../domain/permissions';

/**
 * The page table: every route of spec section 2 with its name, path, access, title, breadcrumbs and
 * menu metadata. Route files attach a page by name (`staticData.page`) and guard with `guardPage`;
 * the menu, breadcrumbs, no-permission page and tests all read this table.
 *
 * Where the spec says "permission not shown", the nearest permission of the spec's list is used and
 * marked `chosen:` below.
 */
export type Layout = 'main' | 'auth' | 'portal' | 'none';

export type MenuGroup =
  | 'home' | 'receiving' | 'inventory' | 'job-center' | 'shipping' | 'client' | 'client-issue' | 'report'
  | 'admin' | 'setting';

export interface Crumb {
  page: string;
  /** A breadcrumb may name its page differently from the page's own title (spec: 'SKU List'). */
  label?: MessageDescriptor;
  /** Search params of the crumb's link, from the current page's params. */
  search?: (params: Record<string, string | undefined>) => Record<string, string | undefined>;
  /** Path params of the crumb's link when they are named differently on the current page (`$customerId` → `$id`). */
  params?: (params: Record<string, string | undefined>) => Record<string, string | undefined>;
}

export interface PageDef {
  name: string;
  /** TanStack path (params as `$name`). */
  path: string;
  access: PageAccess;
  title: MessageDescriptor;
  layout: Layout;
  /** Breadcrumbs, outermost first, ending with the page itself. */
  crumbs: readonly Crumb[];
  menuGroup: MenuGroup | null;
  /** The menu entry highlighted while this page is open. */
  menuKey: string | null;
  /** The permission comes from the route params instead of `access` (job-center action page). */
  derivePermission?: (params: Record<string, string | undefined>) => string;
}

interface Options {
  group?: MenuGroup;
  /** Parent pages for the breadcrumbs (names), outermost first. */
  parents?: readonly (string | Crumb)[];
  /** Menu entry to highlight; default: the first parent, else the page itself. */
  menu?: string;
  layout?: Layout;
  derivePermission?: PageDef['derivePermission'];
  /** Other permissions that also open the page. */
  alsoFor?: readonly Permission[];
}

const signedIn = (permission: Permission | null, alternatives?: readonly Permission[]): PageAccess =>
  alternatives ? { kind: 'signed-in', permission, alternatives } : { kind: 'signed-in', permission };
const PUBLIC: PageAccess = { kind: 'public' };

function page(path: string, access: PageAccess, title: MessageDescriptor, options: Options = {}) {
  return { path, access, title, options };
}
const main = (path: string, permission: Permission | null, title: MessageDescriptor, options?: Options) =>
  page(path, signedIn(permission, options?.alsoFor), title, options);
const auth = (path: string, title: MessageDescriptor) => page(path, PUBLIC, title, { layout: 'auth' });

const SKUS = { page: 'sku-list', label: msg`SKUs` };
/** A client account page's client: its `$customerId` is the client page's `$id`. */
const CLIENT_CRUMB: Crumb = { page: 'client-detail', params: (params) => ({ id: params.customerId }) };

const DEFINITIONS = {
  // Root layout (spec: "Root layout"); the main page and no-permission need sign-in only.
  main: main('/', null, msg`Home`, { group: 'home' }),
  'no-permission': main('/no-permission', null, msg`No permission`),
  // Not in the spec's route list: the handheld's own set-up page (issue 3), open to every signed-in user.
  scanner: main('/scanner', null, msg`Scanner`, { group: 'home' }),
  // The client portal (spec: root layout, outside the staff layout): a client account sees only these.
  'client-issue-dashboard': main('/issue_dashboard', 'CLIENT_ISSUE_REPORT', msg`Client issue dashboard`, { group: 'client-issue', layout: 'portal' }),
  'client-issue-report': main('/issue_report', 'CLIENT_ISSUE_REPORT', msg`Client issue report`, { group: 'client-issue', layout: 'portal' }),
  // Beyond the spec (issue 21): what 3PL clients ask for first, their own stock and orders, read-only.
  'client-portal-stock': main('/portal/stock', 'CLIENT_ISSUE_REPORT', msg`Client stock`, { group: 'client-issue', layout: 'portal' }),
  'client-portal-orders': main('/portal/orders', 'CLIENT_ISSUE_REPORT', msg`Client orders`, { group: 'client-issue', layout: 'portal' }),

  // Authentication layout: no permission.
  login: page('/login', { kind: 'login' }, msg`Log in`, { layout: 'auth' }),
  unauthorized: auth('/unauthorized', msg`Unauthorized`),
  'reset-password': auth('/reset-password', msg`Reset password`),
  'request-reset-password': auth('/request-reset-password', msg`Forgot your password?`),
  'invitation-expired': auth('/invitation-expired', msg`Invitation expired`),
  '2fa-auth': auth('/2fa-auth', msg`Two-step verification`),
  'invalid-reset-password-token': auth('/invalid-reset-password-token', msg`Invalid reset link`),

  // Receiving.
  'receiving-list': main('/receiving', 'RECEIVING_LIST', msg`Receiving`, { group: 'receiving' }),
  // chosen: the tracking report reads receiving data → RECEIVING_LIST.
  'receiving-tracking-report': main('/receiving/tracking-report', 'RECEIVING_LIST', msg`Tracking report`, { group: 'receiving' }),
  // chosen: registering expected client tracking numbers prepares receiving → RECEIVING_CREATE.
  'client-tracking-management': main('/receiving/client-tracking-management', 'RECEIVING_CREATE', msg`Client tracking management`, { group: 'receiving' }),
  // chosen: the scan list is dock scanning → RECEIVING_DETAIL_SCAN.
  'client-tracking-list': main('/receiving/client-tracking-list', 'RECEIVING_DETAIL_SCAN', msg`Client tracking scan list`, { group: 'receiving' }),
  'receiving-scan-item': main('/receiving/scan-item/$controlNumber', 'RECEIVING_DETAIL_SCAN', msg`Scan items`, { group: 'receiving', parents: ['receiving-list'] }),
  'receiving-create-control-number': main('/receiving/create-control-number', 'RECEIVING_CREATE', msg`Create control number`, { group: 'receiving', parents: ['receiving-list'] }),
  'receiving-control-number-view': main('/receiving/control-number/$controlNumber/view', 'RECEIVING_DETAIL_VIEW', msg`Control number`, { group: 'receiving', parents: ['receiving-list'] }),
  'receiving-control-number-edit': main('/receiving/control-number/$controlNumber/edit', 'RECEIVING_DETAIL_EDIT', msg`Edit control number`, { group: 'receiving', parents: ['receiving-list', 'receiving-control-number-view'] }),

  // Report.
  'report-menu': main('/report/report-menu', 'REPORT', msg`Reports`, { group: 'report' }),

  // Settings: the whole section needs SETTING_MENU.
  'setting-sequence': main('/setting/sequence', 'SETTING_MENU', msg`Sequence configuration`, { group: 'setting' }),
  'setting-system': main('/setting/system', 'SETTING_MENU', msg`System configuration`, { group: 'setting' }),
  'setting-log': main('/setting/log', 'SETTING_MENU', msg`Log`, { group: 'setting' }),
  'setting-shipping-api': main('/setting/shipping-api', 'SETTING_MENU', msg`Shipping API`, { group: 'setting' }),
  // chosen: not in the spec's route list; network label printers are company settings → SETTING_MENU.
  'setting-printers': main('/setting/printers', 'SETTING_MENU', msg`Label printers`, { group: 'setting' }),

  // Shipping out.
  // The issue lets SHIPMENT_BATCH_LIST read the list too (the API does); managing stays with the spec's permission.
  'shipping-batch-list': main('/shipping-out/batch-list', 'SHIPMENT_BATCH_MANAGEMENT', msg`Batches`, { group: 'shipping', alsoFor: ['SHIPMENT_BATCH_LIST'] }),
  'shipping-batch-overview': main('/shipping-out/batch/$id', 'SHIPMENT_BATCH_MANAGEMENT', msg`Batch overview`, { group: 'shipping', parents: ['shipping-batch-list'] }),
  // chosen: creating a batch is batch management → SHIPMENT_BATCH_MANAGEMENT.
  'shipping-batch-create': main('/shipping-out/batch/create', 'SHIPMENT_BATCH_MANAGEMENT', msg`Create batch`, { group: 'shipping', parents: ['shipping-batch-list'] }),
  'shipping-dashboard': main('/shipping-out/dashboard', 'SHIPMENT_DASHBOARD', msg`Shipping dashboard`, { group: 'shipping' }),
  'shipping-order-list': main('/shipping-out/order-summary', 'SHIPMENT_ORDER_LIST', msg`Orders`, { group: 'shipping' }),
  'shipping-order-create': main('/shipping-out/order-summary/create', 'SHIPMENT_ORDER_CREATE', msg`Create order`, { group: 'shipping', parents: ['shipping-order-list'] }),
  'shipping-order-edit': main('/shipping-out/order-summary/edit/$id', 'SHIPMENT_ORDER_EDIT', msg`Edit order`, { group: 'shipping', parents: ['shipping-order-list'] }),
  'shipping-order-view': main('/shipping-out/order-summary/view/$id', null, msg`Order`, { group: 'shipping', parents: ['shipping-order-list'] }),
  'shipping-picking-list': main('/shipping-out/picking-list', 'SHIPMENT_PICKING_LIST', msg`Picking list`, { group: 'shipping' }),
  'shipping-packing-queue': main('/shipping-out/packing-queue', 'SHIPMENT_PACKING_LIST', msg`Packing queue`, { group: 'shipping' }),
  'shipping-packing-detail': main('/shipping-out/packing-detail', 'SHIPMENT_PACKING_DETAIL', msg`Packing`, { group: 'shipping', parents: ['shipping-packing-queue'] }),
  'shipping-packing-detail-2': main('/shipping-out/packing-detail-2', 'SHIPMENT_PACKING_DETAIL', msg`Packing`, { group: 'shipping', parents: ['shipping-packing-queue'] }),
  'shipping-shipment-list': main('/shipping-out/shipment-list', 'SHIPMENT_LIST', msg`Shipments`, { group: 'shipping' }),
  // The spec shows no permission for these: reading is SHIPMENT_LIST, making and changing a shipment is the packers' (ADR 0031).
  'shipping-shipment-create': main('/shipping-out/shipment-create', 'SHIPMENT_PACKING_DETAIL', msg`Create shipment`, { group: 'shipping', parents: ['shipping-shipment-list'] }),
  'shipping-shipment-create-detail': main('/shipping-out/shipment-create-detail/$shipmentId', 'SHIPMENT_PACKING_DETAIL', msg`Shipment details`, { group: 'shipping', parents: ['shipping-shipment-list', 'shipping-shipment-create'] }),
  'shipping-shipment-view-detail': main('/shipping-out/shipment-view-detail/$shipmentId', 'SHIPMENT_LIST', msg`Shipment`, { group: 'shipping', parents: ['shipping-shipment-list'] }),

  // Administration: accounts and roles need SETTING_MENU.
  'admin-account-list': main('/admin/account', 'SETTING_MENU', msg`Accounts`, { group: 'admin' }),
  'admin-account-detail': main('/admin/account/$id', 'SETTING_MENU', msg`Account`, { group: 'admin', parents: ['admin-account-list'] }),
  'admin-account-create': main('/admin/account/create', 'SETTING_MENU', msg`Create account`, { group: 'admin', parents: ['admin-account-list'] }),
  'admin-account-create-temporary': main('/admin/account/create-temporary', 'SETTING_MENU', msg`Create temporary account`, { group: 'admin', parents: ['admin-account-list'] }),
  'admin-account-view-temporary': main('/admin/account/view-temporary/$id', 'SETTING_MENU', msg`Temporary account`, { group: 'admin', parents: ['admin-account-list'] }),
  'admin-account-edit-temporary': main('/admin/account/edit-temporary/$id', 'SETTING_MENU', msg`Edit temporary account`, { group: 'admin', parents: ['admin-account-list'] }),
  'admin-account-edit': main('/admin/account/edit/$id', 'SETTING_MENU', msg`Edit account`, { group: 'admin', parents: ['admin-account-list'] }),
  'admin-role-list': main('/admin/role-list', 'SETTING_MENU', msg`Roles`, { group: 'admin' }),
  'admin-role-view': main('/admin/role-list/$id/view', 'SETTING_MENU', msg`Role`, { group: 'admin', parents: ['admin-role-list'] }),
  'admin-role-edit': main('/admin/role-list/$id/edit', 'SETTING_MENU', msg`Edit role`, { group: 'admin', parents: ['admin-role-list'] }),
  'admin-role-create': main('/admin/create-role', 'SETTING_MENU', msg`Create role`, { group: 'admin', parents: ['admin-role-list'] }),
  'admin-tag-setting': main('/admin/tag-setting', 'TAG_MANAGEMENT', msg`Tags`, { group: 'admin' }),
  // Catalogues: sign-in only (spec: no permission).
  'admin-accessory-list': main('/admin/accessory-list', null, msg`Accessories`, { group: 'admin' }),
  'admin-source-type': main('/admin/source-type', null, msg`Receiving types`, { group: 'admin' }),
  'admin-dealer': main('/admin/dealer', null, msg`Dealers`, { group: 'admin' }),
  'admin-carrier': main('/admin/carrier', null, msg`Carriers`, { group: 'admin' }),
  'admin-model': main('/admin/model', null, msg`SKU models`, { group: 'admin' }),
  'admin-sku-type': main('/admin/sku_type', null, msg`SKU types`, { group: 'admin' }),
  'admin-brand': main('/admin/brand', null, msg`Brands`, { group: 'admin' }),
  'admin-error-code': main('/admin/error_code', null, msg`Error codes`, { group: 'admin' }),
  'admin-area-code': main('/admin/area_code', null, msg`Error area codes`, { group: 'admin' }),
  'admin-repair-code': main('/admin/repair_code', null, msg`Repair codes`, { group: 'admin' }),

  // Job center: the action page needs JOB_CENTER_ + upper-cased type instead of a fixed permission.
  'job-center': main('/job-center', 'JOB_CENTER_MENU', msg`Job center`, { group: 'job-center' }),
  'job-center-action': main('/job-center/$type', 'JOB_CENTER_ACTION', msg`Job center action`, {
    group: 'job-center',
    parents: ['job-center'],
    derivePermission: (params) => jobCenterPermission(params.type ?? ''),
  }),

  'relabel': main('/relabel', 'RELABEL_ACTION', msg`Relabel`, { group: 'inventory' }),

  // Inventory.
  'inventory-dashboard': main('/inventory', 'ITEM_DASHBOARD', msg`Inventory dashboard`, { group: 'inventory' }),
  'inventory-item-list': main('/inventory/item', 'ITEM_LIST', msg`Items`, { group: 'inventory' }),
  'inventory-item-detail': main('/inventory/item/$wmsNumber', 'ITEM_DETAIL_VIEW', msg`Item`, { group: 'inventory', parents: ['inventory-item-list'] }),
  'lot-list': main('/inventory/lot', 'LOT_MANAGEMENT', msg`Lots`, { group: 'inventory' }),
  'lot-detail': main('/inventory/lot/$lotNumber', 'LOT_MANAGEMENT', msg`Lot`, { group: 'inventory', parents: ['lot-list'] }),
  'lot-create': main('/inventory/lot/create', 'LOT_MANAGEMENT', msg`Create lot`, { group: 'inventory', parents: ['lot-list'] }),
  'counting-list': main('/inventory/counting', 'COUNTING_CYCLE_LIST', msg`Counting cycles`, { group: 'inventory' }),
  // chosen: creating a counting cycle → COUNTING_CYCLE_CREATE.
  'counting-create': main('/inventory/counting/create', 'COUNTING_CYCLE_CREATE', msg`Create counting cycle`, { group: 'inventory', parents: ['counting-list'] }),
  // chosen: starting a counting cycle → COUNTING_CYCLE_START (as its two counting sub-pages).
  'counting-start': main('/inventory/counting/start/$countingId', 'COUNTING_CYCLE_START', msg`Start counting`, { group: 'inventory', parents: ['counting-list'] }),
  // chosen: the spec shows no cycle page; the supervisor's view, the discrepancies and completion live here → COUNTING_CYCLE_LIST.
  'counting-detail': main('/inventory/counting/$countingId', 'COUNTING_CYCLE_LIST', msg`Counting cycle`, { group: 'inventory', parents: ['counting-list'] }),
  'counting-cancel': main('/inventory/counting/cancel/$countingId', 'COUNTING_CYCLE_CANCEL', msg`Cancel counting`, { group: 'inventory', parents: ['counting-list'] }),
  'counting-non-serial-items': main('/inventory/counting/start/$countingId/counting-non-serial-items', 'COUNTING_CYCLE_START', msg`Count non-serial items`, { group: 'inventory', parents: ['counting-list', 'counting-start'] }),
  'counting-serial-items': main('/inventory/counting/start/$countingId/counting-serial-items', 'COUNTING_CYCLE_START', msg`Count serial items`, { group: 'inventory', parents: ['counting-list', 'counting-start'] }),
  // chosen: the SKU master pages → SKU_MANAGEMENT (the spec's only SKU permission).
  'sku-list': main('/inventory/sku-list', 'SKU_MANAGEMENT', msg`SKUs`, { group: 'inventory' }),
  'sku-detail': main('/inventory/sku/detail', 'SKU_MANAGEMENT', msg`Detail`, { group: 'inventory', parents: [SKUS] }),
  'sku-detail-movement': main('/inventory/sku/detail/$id/movement', 'BIN_MANAGEMENT', msg`SAP Movement`, {
    group: 'inventory',
    parents: [{ page: 'sku-list', label: msg`SKU List` }, { page: 'sku-detail', label: msg`SKU detail`, search: (params: Record<string, string | undefined>) => ({ id: params.id }) }],
  }),
  'scrap-list': main('/inventory/scrap', 'SCRAP_LIST_VIEW', msg`Scrap List`, { group: 'inventory' }),
  'scrap-edit-detail': main('/inventory/scrap/edit/detail/$id', 'SCRAP_LIST_EDIT', msg`Edit scrap list`, { group: 'inventory', parents: ['scrap-list'] }),
  'scrap-view-detail': main('/inventory/scrap/view/detail/$id', 'SCRAP_LIST_VIEW', msg`Scrap list detail`, { group: 'inventory', parents: ['scrap-list'] }),
  'container-management': main('/inventory/container-management', 'CONTAINERS_AND_LOCATIONS_MANAGEMENT', msg`Container Management`, { group: 'inventory' }),

  // Movement.
  'movement-history': main('/movement/history', null, msg`Movement History`, { group: 'inventory' }),
  'movement-inventory': main('/movement/inventory', 'INVENTORY_MOVEMENT', msg`Inventory Movement`, { group: 'inventory' }),
  'movement-shipment': main('/movement/shipment', 'SHIPMENT_MOVEMENT', msg`Shipment Movement`, { group: 'shipping' }),

  // Printing: no layout, sign-in only.
  'printing-shipping-label': main('/printing/shipping-label/$shipmentNumber', null, msg`Shipping label`, { layout: 'none' }),

  // Client management.
  'client-list': main('/client', 'CLIENT_MANAGEMENT', msg`Clients`, { group: 'client' }),
  'client-create': main('/client/create', 'CLIENT_MANAGEMENT', msg`Create client`, { group: 'client', parents: ['client-list'] }),
  'client-detail': main('/client/detail/$id', 'CLIENT_MANAGEMENT', msg`Client`, { group: 'client', parents: ['client-list'] }),
  'client-edit': main('/client/edit/$id', 'CLIENT_MANAGEMENT', msg`Edit client`, { group: 'client', parents: ['client-list'] }),
  'client-account-create': main('/client/detail/$customerId/client-account/create', 'CLIENT_MANAGEMENT', msg`Create client account`, { group: 'client', parents: ['client-list', CLIENT_CRUMB] }),
  'client-account-edit': main('/client/detail/$customerId/client-account/$id', 'CLIENT_MANAGEMENT', msg`Edit client account`, { group: 'client', parents: ['client-list', CLIENT_CRUMB] }),

  // The catch-all: anyone may see it.
  'not-found': page('/$', PUBLIC, msg`Page not found`, { layout: 'none' }),
};

export type PageName = keyof typeof DEFINITIONS;

function build(name: string, def: ReturnType<typeof page>): PageDef {
  const { options } = def;
  const parents: Crumb[] = (options.parents ?? []).map((p) => (typeof p === 'string' ? { page: p } : p));
  const layout = options.layout ?? 'main';
  return {
    name,
    path: def.path,
    access: def.access,
    title: def.title,
    layout,
    crumbs: [...parents, { page: name }],
    menuGroup: options.group ?? null,
    menuKey: layout === 'main' ? (options.menu ?? parents[0]?.page ?? name) : null,
    ...(options.derivePermission ? { derivePermission: options.derivePermission } : {}),
  };
}

export const PAGES = Object.fromEntries(
  Object.entries(DEFINITIONS).map(([name, def]) => [name, build(name, def)]),
) as Record<PageName, PageDef>;

export const PAGE_LIST: readonly PageDef[] = Object.values(PAGES);

export function isPageName(value: unknown): value is PageName {
  return typeof value === 'string' && Object.hasOwn(PAGES, value);
}

/** The access a page needs for the given params (the job-center action page derives its permission). */
export function accessFor(page: PageDef, params: Record<string, string | undefined> = {}): PageAccess {
  return page.derivePermission ? { kind: 'signed-in', permission: page.derivePermission(params) } : page.access;
}

/** Names of the `$params` in a page path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\$([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

/** Whether a page can be linked with these params (every `$param` of its path is known). */
export function canLink(page: PageDef, params: Record<string, string | undefined>): boolean {
  return page.path !== '/$' && pathParams(page.path).every((name) => Boolean(params[name]));
}
