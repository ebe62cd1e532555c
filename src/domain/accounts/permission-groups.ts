import type { Permission } from '../permissions';

/** The modules of the role editor, in menu order; each permission belongs to exactly one. */
export const PERMISSION_MODULES = ['receiving', 'inventory', 'counting', 'shipping', 'job-center', 'clients', 'scrap', 'reports', 'admin'] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];

const RULES: [PermissionModule, (permission: Permission) => boolean][] = [
  ['receiving', (p) => p.startsWith('RECEIVING_')],
  ['counting', (p) => p.startsWith('COUNTING_') || p === 'DISCREPANCIES_MANAGE'],
  ['shipping', (p) => p.startsWith('SHIPMENT_')],
  ['job-center', (p) => p.startsWith('JOB_CENTER_') || p === 'RELABEL_ACTION'],
  ['clients', (p) => p.startsWith('CLIENT_') || p === 'EDI_MANAGEMENT'],
  ['scrap', (p) => p.startsWith('SCRAP_LIST_')],
  ['reports', (p) => p === 'REPORT'],
  ['admin', (p) => p === 'SETTING_MENU' || p === 'COMPANY_LOGO_UPDATE' || p === 'TAG_MANAGEMENT'],
];

export function permissionModule(permission: Permission): PermissionModule {
  return RULES.find(([, matches]) => matches(permission))?.[0] ?? 'inventory';
}
