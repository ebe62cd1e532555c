import { type ShipmentLabels, type ShippingLabel, shippingLabelZpl } from '../../../domain/printing/shipping-label';
import { deviceDb } from '../../offline/device-db';
import type { LabelPrinterChoice } from './label-printer-choice';

/*
 * Shipping labels a packing station made itself (own fleet, offline): sent as ZPL straight from the
 * device to the station's network printer, or kept on the device for the label page to print with no
 * network (`?device=1`).
 */

const keyOf = (number: string) => `shippingLabels:${number}`;
const DIRECT_TIMEOUT_MS = 3_000;

/** Keeps labels on this device under `number` (the shipment's, or the order's before the shipment is known). */
export async function keepDeviceLabels(number: string, labels: ShippingLabel[]): Promise<void> {
  const kept: ShipmentLabels = { shipmentNumber: number, status: 'packed', labels: labels.map((label) => ({ ...label, carrierLabel: null })) };
  await deviceDb().settings.put({ key: keyOf(number), value: kept });
}

export async function readDeviceLabels(number: string): Promise<ShipmentLabels | null> {
  return ((await deviceDb().settings.get(keyOf(number)))?.value as ShipmentLabels | undefined) ?? null;
}

/**
 * Sends ZPL from the browser to a network printer: an HTTP POST to its host and port, which a Zebra's
 * raw port prints (the request's header lines are no ZPL and are skipped) and a Link-OS web server takes
 * as well. The answer is opaque (no CORS); a printer on raw 9100 sends none at all, so no answer within
 * the wait counts as sent, while a refused or unreachable address fails at once. Browsers refuse plain
 * HTTP from an HTTPS page (mixed content): there the station falls back to the label page.
 */
export async function sendZplFromDevice(printer: NonNullable<LabelPrinterChoice['network']>, labels: readonly ShippingLabel[]): Promise<boolean> {
  if (!printer.host || !printer.port) return false;
  const zpl = shippingLabelZpl(labels, printer.size, printer.dpi ?? 203);
  try {
    await fetch(`http://${printer.host}:${printer.port}/`, { method: 'POST', mode: 'no-cors', body: zpl, signal: AbortSignal.timeout(DIRECT_TIMEOUT_MS) });
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError';
  }
}
