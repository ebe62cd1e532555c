/** Every permission of the product (spec section 6), in the spec's order. */
export const PERMISSIONS = [
  'DISCREPANCIES_MANAGE', 'COUNTING_ITEMS', 'COUNTING_CYCLE_COMPLETE', 'COUNTING_CYCLE_CANCEL',
  'COUNTING_CYCLE_START', 'COUNTING_CYCLE_CREATE', 'COUNTING_CYCLE_LIST', 'RECEIVING_LIST',
  'RECEIVING_DETAIL_VIEW', 'RECEIVING_DETAIL_EDIT', 'RECEIVING_DETAIL_SCAN', 'RECEIVING_ITEM_DELETE',
  'RECEIVING_ITEM_EDIT', 'RECEIVING_CREATE', 'RECEIVING_GR_SINGLE_WMS', 'RECEIVING_GR_MULTIPLE_WMS',
  'RECEIVING_GR_RECEIVING', 'ITEM_DASHBOARD', 'INVENTORY_MOVEMENT', 'CREATE_NON_INVENTORY_ITEM',
  'CLIENT_MANAGEMENT', 'CLIENT_ISSUE_REPORT', 'CLIENT_API_MANAGEMENT', 'LOT_MANAGEMENT', 'BIN_VIEW',
  'BIN_CREATE', 'BIN_EDIT', 'BIN_MOVEMENT', 'BIN_MANAGEMENT', 'SKU_MANAGEMENT', 'EDI_MANAGEMENT',
  'CONTAINERS_AND_LOCATIONS_MANAGEMENT', 'CONVERT_INVENTORY_TO_NON_INVENTORY',
  'CONVERT_NON_INVENTORY_TO_INVENTORY', 'ITEM_LIST', 'ITEM_FORCE_DELETE',
  'ITEM_DELETE_NON_INVEN_AND_MISSING', 'ITEM_DETAIL_VIEW', 'ITEM_DETAIL_EDIT',
  'ITEM_DETAIL_REVERT_STATUS', 'JOB_CENTER_MENU', 'JOB_CENTER_ACTION', 'JOB_CENTER_QC',
  'JOB_CENTER_REPAIR', 'JOB_CENTER_CLEAN', 'RELABEL_ACTION', 'REPORT', 'SETTING_MENU',
  'SHIPMENT_DASHBOARD', 'SHIPMENT_ORDER_LIST', 'SHIPMENT_BATCH_LIST', 'SHIPMENT_PICKING_LIST',
  'SHIPMENT_PACKING_LIST', 'SHIPMENT_PACKING_DETAIL', 'SHIPMENT_MOVEMENT', 'SHIPMENT_LIST',
  'SHIPMENT_ORDER_CREATE', 'SHIPMENT_ORDER_EDIT', 'SHIPMENT_ORDER_CANCEL', 'SHIPMENT_ORDER_REVERSE',
  'SHIPMENT_BATCH_MANAGEMENT', 'TAG_MANAGEMENT', 'SCRAP_LIST_VIEW', 'SCRAP_LIST_CREATE',
  'SCRAP_LIST_EDIT', 'SCRAP_LIST_CANCEL', 'SCRAP_LIST_APPROVE', 'SCRAP_LIST_DESTROY',
  'SCRAP_LIST_SHIP', 'COMPANY_LOGO_UPDATE',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What a permission check needs to know about the signed-in user. */
export interface Grants {
  isSuperAdmin: boolean;
  permissions: ReadonlySet<string>;
}

export function grantsOf(roles: readonly { isSuperAdmin: boolean }[], permissions: Iterable<string>): Grants {
  return { isSuperAdmin: roles.some((r) => r.isSuperAdmin), permissions: new Set(permissions) };
}

/** A super admin passes every check (spec section 6). */
export function hasPermission(grants: Grants, permission: string): boolean {
  return grants.isSuperAdmin || grants.permissions.has(permission);
}

export function hasAllPermissions(grants: Grants, permissions: readonly string[]): boolean {
  return grants.isSuperAdmin || permissions.every((p) => grants.permissions.has(p));
}

export function hasAnyPermission(grants: Grants, permissions: readonly string[]): boolean {
  return grants.isSuperAdmin || permissions.some((p) => grants.permissions.has(p));
}

/** The job-center action page needs JOB_CENTER_ followed by its upper-cased type (spec "Route guard"). */
export function jobCenterPermission(type: string): string {
  return `JOB_CENTER_${type.toUpperCase()}`;
}
