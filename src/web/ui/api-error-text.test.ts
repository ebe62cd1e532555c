import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { ApiError } from '../lib/api/api-error';
import { apiErrorText } from './api-error-text';

const throttled = (retryAfter: number) =>
  new ApiError({ kind: 'rate-limited', status: 429, code: 429, message: 'Too many', payload: { retryAfter, retryAt: '2026-01-01T00:00:00Z' }, path: '/auth/login' });

describe('apiErrorText', () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('en'));

  it('says when a throttled sign-in may try again, in the user language', async () => {
    expect(apiErrorText(throttled(290))).toBe('Too many failed attempts. Try again in 5 minutes.');
    expect(apiErrorText(throttled(30))).toBe('Too many failed attempts. Try again in 1 minute.');
    await activateLocale('es');
    expect(apiErrorText(throttled(600))).toBe('Demasiados intentos fallidos. Vuelva a intentarlo dentro de 10 minutos.');
  });

  it('tells the admin how to set the address links in mails need', async () => {
    await activateLocale('en');
    const missing = new ApiError({ kind: 'conflict', status: 409, code: 409, message: 'No address', payload: { reason: 'link-address-missing' }, path: '/admin/accounts' });
    expect(apiErrorText(missing)).toContain('Settings › System');
  });

  it('says why a batch or an order in one refuses, in the user language', async () => {
    await activateLocale('en');
    const conflict = (payload: Record<string, unknown>) => new ApiError({ kind: 'conflict', status: 409, code: 409, message: 'English', payload, path: '/shipping/batches' });
    expect(apiErrorText(conflict({ reason: 'no-matching-orders' }))).toBe('No allocated order outside a batch matches these filters.');
    expect(apiErrorText(conflict({ reason: 'in-batch', order: 'SO000004', batch: 'BT000002' }))).toBe(
      'Order SO000004 is in batch BT000002: it cannot be changed or deallocated until the batch is cancelled or picked.',
    );
    await activateLocale('es');
    expect(apiErrorText(conflict({ reason: 'batch-empty' }))).toBe('Este lote ya no tiene unidades que preparar: cancélelo.');
  });

  it('names the SKUs a shipment abroad needs customs data for, in the user language', async () => {
    await activateLocale('es');
    const incomplete = new ApiError({ kind: 'validation', status: 422, code: 422, message: 'English', payload: { reason: 'customs-incomplete', skus: ['T-1', 'T-2'] }, path: '/shipping/shipments/SH1/rates' });
    expect(apiErrorText(incomplete)).toBe('Este envío sale del país: introduzca el código arancelario HS y el país de origen del SKU T-1, T-2 en la ficha del SKU y vuelva a intentarlo.');
  });
});
