import { ScannerDefaultsSchema, SystemConfigSchema, SystemConfigUpdateSchema } from '../../../domain/settings/system-config';
import { defineRoute, named } from '../registry';
import { getScannerDefaults, getSystemConfig, updateSystemConfig } from './system.handlers';

const tag = 'Settings';
const SystemConfig = named(SystemConfigSchema, 'SystemConfig');

export const systemRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/settings/system',
    access: 'SETTING_MENU',
    tag,
    summary: 'Every system config key with its value (the default where never saved).',
    payload: SystemConfig,
    handler: getSystemConfig,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/settings/system',
    access: 'SETTING_MENU',
    tag,
    summary: 'Saves the keys sent (others are unchanged) and answers the whole config. general.timeZone is the company time zone.',
    body: named(SystemConfigUpdateSchema, 'SystemConfigUpdate'),
    payload: SystemConfig,
    handler: updateSystemConfig,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/settings/scanner-defaults',
    access: 'signed-in',
    tag,
    summary: 'The scanner settings a handheld starts from until it saves its own (system config scanner.*).',
    payload: named(ScannerDefaultsSchema, 'ScannerDefaults'),
    handler: getScannerDefaults,
  }),
];
