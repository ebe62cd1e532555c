import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShipmentDetail } from '../../../domain/shipping/shipments';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/form/use-confirm';
import { loadLabelPrinter } from '../printing/public';
import { buyShipmentLabel, shipmentKeys, voidShipmentLabel } from './shipments-api';
import { useCarrierAdvice } from './use-carrier-advice';

/**
 * The label of a shipment: buy it (printed on this device's network printer, else on the print page),
 * with the service of the rate chosen when one is, reprint it, void it before the shipment leaves; a
 * carrier's refusal shows inline with what to do.
 */
export function ShipmentLabelActions({ shipment, service }: { shipment: ShipmentDetail; service?: string | undefined }) {
  const { t } = useLingui();
  const advice = useCarrierAdvice();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labelsHref = `/printing/shipping-label/${encodeURIComponent(shipment.number)}`;

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      setNotice(await action());
    } catch (error) {
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    }
  };
  const buy = () =>
    run(async () => {
      const { network } = await loadLabelPrinter();
      const answer = await buyShipmentLabel(shipment.number, { printerId: network?.printerId ?? null, service });
      if (!answer.labelled) return null;
      if (network && answer.printed?.printed) return t`Labels bought and printed on ${network.name}.`;
      window.open(`${labelsHref}?print=1`, '_blank', 'noopener');
      return t`Labels bought: print them from the page that opened.`;
    });
  const voidLabel = async () => {
    if (!(await confirm({ header: t`Void the labels?`, message: t`The carrier refunds them, the tracking numbers go, and cartons already loaded come off the dock.`, confirmText: t`Void labels`, destructive: true }))) return;
    await run(async () => {
      await voidShipmentLabel(shipment.number);
      return t`Labels voided. The shipment is packed again.`;
    });
  };

  return (
    <section className="shipment-view__label" aria-labelledby="shipment-label-title">
      <h2 id="shipment-label-title" className="shipment-view__title">{t`Label`}</h2>
      {shipment.labelError && shipment.status === 'packed' ? (
        <div role="alert" className="form-error" data-testid="shipment-label-error">
          <p>{t`The carrier refused the label: ${shipment.labelError.carrierMessage}`}</p>
          <p>{advice(shipment.labelError.kind)}</p>
        </div>
      ) : null}
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
      <div className="list-actions">
        {shipment.status === 'packed' ? <Button onClick={() => void buy()} disabled={busy}>{t`Buy label`}</Button> : null}
        {shipment.status === 'labelled' || shipment.status === 'shipped' ? (
          <a className="app-button app-button--outline" href={labelsHref} target="_blank" rel="noreferrer">
            {t`Reprint labels`}
          </a>
        ) : null}
        {shipment.status === 'labelled' ? (
          <Button variant="outline" onClick={() => void voidLabel()} disabled={busy}>
            {t`Void labels`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
