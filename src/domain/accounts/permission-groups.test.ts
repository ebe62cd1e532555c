import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions';
import { permissionModule } from './permission-groups';

describe('permissionModule', () => {
  it('puts each permission in the module its screens belong to', () => {
    expect(permissionModule('RECEIVING_GR_SINGLE_WMS')).toBe('receiving');
    expect(permissionModule('DISCREPANCIES_MANAGE')).toBe('counting');
    expect(permissionModule('SHIPMENT_ORDER_REVERSE')).toBe('shipping');
    expect(permissionModule('RELABEL_ACTION')).toBe('job-center');
    expect(permissionModule('CLIENT_API_MANAGEMENT')).toBe('clients');
    expect(permissionModule('SCRAP_LIST_APPROVE')).toBe('scrap');
    expect(permissionModule('SETTING_MENU')).toBe('admin');
    expect(permissionModule('BIN_MOVEMENT')).toBe('inventory');
    expect(permissionModule('ITEM_FORCE_DELETE')).toBe('inventory');
  });

  it('leaves no inventory group member that names another module', () => {
    const inventory = PERMISSIONS.filter((p) => permissionModule(p) === 'inventory');
    expect(inventory.filter((p) => /^(RECEIVING|COUNTING|SHIPMENT|JOB_CENTER|SCRAP_LIST|CLIENT)_/.test(p))).toEqual([]);
  });
});
