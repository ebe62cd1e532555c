import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { type ReactElement, useEffect, useState } from 'react';
import { LABEL_DIMENSIONS } from '../../../domain/printing/label-sizes';
import { SHIPPING_LABEL_SIZES, type ShipmentLabels, type ShippingLabelSize, isShippingLabelSize, shippingLabelText, ssccText } from '../../../domain/printing/shipping-label';
import { apiQuiet } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { getQueryClient } from '../../lib/query/query-client';
import { entityKeys } from '../../lib/query/query-keys';
import { loadBarcodes } from '../labels/public';
import { readDeviceLabels } from './device-shipping-labels';
import { saveLabelPrinter, useLabelPrinter } from './label-printer-choice';
import { LABEL_SIZE_NAMES } from './label-size-names';
import { useDocumentTitle } from '../../ui/use-document-title';
import './shipping-label.css';

const labelKeys = entityKeys('shipping-label');
/** `onDevice`: the labels a packing station made itself offline (own fleet), kept on this device. */
const labelsQuery = (number: string, onDevice: boolean) =>
  queryOptions({
    queryKey: [...labelKeys.detail(number), onDevice ? 'device' : 'server'],
    queryFn: async () => {
      if (!onDevice) return apiQuiet.get<ShipmentLabels>(`/shipping/shipments/${encodeURIComponent(number)}/labels`);
      const kept = await readDeviceLabels(number);
      if (!kept) throw new Error(`No labels of ${number} on this device.`);
      return kept;
    },
  });

type Svgs = Record<string, { tracking: string | null; sscc: string }>;

/**
 * The printable shipping labels of a shipment, outside every layout: one page per carton, 4×6 in or A6
 * (`?size=a6`, else the station's choice kept with its printer choice), or the carrier's own label image where it sent one. `?print=1` opens the
 * print dialog as soon as the barcodes are drawn.
 */
export function ShippingLabelPage(): ReactElement {
  // Outside every layout, so outside the main layout's query client provider too.
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ShippingLabels />
    </QueryClientProvider>
  );
}

function ShippingLabels(): ReactElement {
  const { t, i18n } = useLingui();
  // Read loosely: typing it through the route tree would make this component's type circular.
  const { shipmentNumber = '' } = useParams({ strict: false }) as { shipmentNumber?: string };
  const { print, device, size: asked } = useSearch({ strict: false }) as { print?: unknown; device?: unknown; size?: unknown };
  const printer = useLabelPrinter();
  const [picked, setPicked] = useState<ShippingLabelSize | null>(null);
  // The URL's size, else the one picked here, else this station's choice, else 4 × 6 in.
  const size: ShippingLabelSize = picked ?? (isShippingLabelSize(asked) ? asked : (printer?.shippingSize ?? '4x6in'));
  const choose = (next: ShippingLabelSize) => {
    setPicked(next);
    if (printer) void saveLabelPrinter({ ...printer, shippingSize: next });
  };
  useDocumentTitle(t`Shipping label ${shipmentNumber}`);
  const labels = useQuery(labelsQuery(shipmentNumber, device === 1 || device === '1'));
  const [svgs, setSvgs] = useState<Svgs | null>(null);
  const data = labels.data;

  useEffect(() => {
    if (!data) return undefined;
    let live = true;
    void loadBarcodes().then(({ code128Svg, gs1_128Svg }) => {
      if (!live) return;
      setSvgs(Object.fromEntries(data.labels.map((label) => [label.sscc, { tracking: label.trackingNumber ? code128Svg(label.trackingNumber) : null, sscc: gs1_128Svg(`(00)${label.sscc}`) }])));
    });
    return () => {
      live = false;
    };
  }, [data]);

  // Wait for the station's choice too: the dialog must open at the size it will print.
  const ready = svgs !== null && printer !== undefined;
  useEffect(() => {
    if (ready && (print === 1 || print === '1')) window.print();
  }, [ready, print]);

  if (labels.isError) {
    const error = labels.error;
    return (
      <main className="shipping-labels__message">
        <h1 data-testid="page-title">{t`Shipping label`}</h1>
        <p role="alert">{isApiError(error) && error.status === 404 ? t`There is no shipment ${shipmentNumber}.` : t`The labels could not be loaded. Connect to the network and try again.`}</p>
      </main>
    );
  }
  if (!data || !svgs) {
    return (
      <main className="shipping-labels__message">
        <h1 data-testid="page-title">{t`Shipping label`}</h1>
        <p role="status">{t`Loading…`}</p>
      </main>
    );
  }
  return (
    <main className="shipping-labels" data-testid="shipping-labels" data-ready={ready} data-size={size}>
      <style>{`@page { size: ${LABEL_DIMENSIONS[size].css}; margin: 0; }`}</style>
      <h1 className="shipping-labels__heading" data-testid="page-title">{t`Shipping labels of ${data.shipmentNumber}`}</h1>
      <p className="shipping-labels__tools">
        <label>
          {t`Label size`}{' '}
          <select value={size} onChange={(event) => choose(event.target.value as ShippingLabelSize)}>
            {SHIPPING_LABEL_SIZES.map((one) => (
              <option key={one} value={one}>
                {i18n._(LABEL_SIZE_NAMES[one])}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="button" onClick={() => window.print()}>
          {t`Print`}
        </button>
      </p>
      {data.labels.length === 0 ? <p>{t`This shipment has no cartons yet.`}</p> : null}
      {data.labels.map((label) => {
        const text = shippingLabelText(label);
        const svg = svgs[label.sscc];
        if (label.carrierLabel && label.carrierLabel.format === 'png') {
          return (
            <section key={label.sscc} className="shipping-label" aria-label={t`Carton ${label.position} of ${label.count}`} data-testid="shipping-label">
              <img className="shipping-label__image" src={`data:image/png;base64,${label.carrierLabel.data}`} alt={t`Carrier label of carton ${label.position}`} />
            </section>
          );
        }
        return (
          <section key={label.sscc} className="shipping-label" aria-label={t`Carton ${label.position} of ${label.count}`} data-testid="shipping-label">
            <div className="shipping-label__from">
              <span className="shipping-label__caption">FROM</span>
              {label.from.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </div>
            <div className="shipping-label__to">
              <span className="shipping-label__caption">TO</span>
              {label.to.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </div>
            <div className="shipping-label__carrier">
              <strong>{text.carrier || 'OWN FLEET'}</strong>
              <span>
                CTN {text.carton}
                {text.weight ? `   ${text.weight}` : ''}   {label.shipmentNumber}
              </span>
            </div>
            {svg?.tracking ? (
              <div className="shipping-label__barcode">
                {/* bwip-js draws plain SVG paths from the tracking number alone: nothing of the page's HTML goes into it. */}
                <div className="shipping-label__bars" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg.tracking }} />
                <span className="shipping-label__code">{label.trackingNumber}</span>
              </div>
            ) : null}
            <div className="shipping-label__barcode">
              <div className="shipping-label__bars" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg?.sscc ?? '' }} />
              <span className="shipping-label__code">{ssccText(label.sscc)}</span>
            </div>
          </section>
        );
      })}
    </main>
  );
}
