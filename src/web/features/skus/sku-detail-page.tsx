import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Sku } from '../../../domain/skus/skus';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { useConfirm } from '../../ui/form/use-confirm';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { deleteSku, setSkuActive, skuKeys, skuQuery } from './skus-api';
import './skus.css';

/** One SKU: its fields and barcodes, the way to its SAP Movement page, and what can be done to it. */
export function SkuDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: sku } = useSuspenseQuery(skuQuery(id));
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const goTo = useGoToPage();

  const run = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onMutate: () => setProblem(null),
    // A 409 (in use) says where the SKU is used: its message is the useful part.
    onError: (err) => setProblem(isApiError(err) ? (err.kind === 'conflict' ? err.message : apiErrorText(err)) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: skuKeys.all }),
  });


  const setActive = async (active: boolean) => {
    const ok = await confirm(
      active
        ? { header: t`Activate ${sku.code}?`, message: t`The SKU can be received again.`, confirmText: t`Activate` }
        : { header: t`Deactivate ${sku.code}?`, message: t`The SKU stays in the history but cannot be received any more.`, confirmText: t`Deactivate`, destructive: true },
    );
    if (ok) run.mutate(() => setSkuActive(sku.id, active));
  };
  const remove = async () => {
    const ok = await confirm({ header: t`Delete the SKU ${sku.code}?`, message: t`Only a SKU nothing refers to can be deleted. This cannot be undone.`, confirmText: t`Delete`, destructive: true });
    if (ok) {
      run.mutate(async () => {
        await deleteSku(sku.id);
        await goTo('sku-list', {}, { replace: true });
      });
    }
  };

  return (
    <ScreenFrame title={sku.code}>
      <div className="detail-actions">
        <PageLink page="sku-detail" search={{ id: sku.id, edit: '1' }} className="app-button app-button--solid">
          {t`Edit`}
        </PageLink>
        <PageLink page="sku-detail-movement" params={{ id: sku.id }} className="app-button app-button--outline">
          {t`SAP Movement`}
        </PageLink>
        <Button variant="outline" onClick={() => void setActive(!sku.active)}>
          {sku.active ? t`Deactivate` : t`Activate`}
        </Button>
        <Button variant="outline" onClick={() => void remove()}>
          {t`Delete`}
        </Button>
      </div>
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      <SkuFields sku={sku} />
      <SkuBarcodes sku={sku} />
    </ScreenFrame>
  );
}

function SkuFields({ sku }: { sku: Sku }) {
  const { i18n, t } = useLingui();
  const named = (ref: { code: string; name: string } | null) => (ref ? `${ref.code} · ${ref.name}` : null);
  return (
    <DetailList
      label={t`SKU`}
      items={[
        [t`Code`, sku.code],
        [t`Description`, sku.description],
        [t`Client`, named(sku.client)],
        [t`SKU type`, named(sku.skuType)],
        [t`Brand`, named(sku.brand)],
        [t`Model`, named(sku.model)],
        [t`Serialised`, sku.serialised ? t`Yes` : t`No`],
        [t`Unit`, sku.unit],
        [t`SAP material number`, sku.sapMaterialNumber],
        [t`Unit value`, sku.unitValue === null ? null : i18n.number(sku.unitValue, { minimumFractionDigits: 2, maximumFractionDigits: 2 })],
        [t`HS tariff number`, sku.hsTariffNumber],
        [t`Country of origin`, sku.originCountry],
        [t`Status`, sku.active ? t`Active` : <span key="status" className="chip chip--muted">{t`Inactive`}</span>],
        [t`Created`, formatDate(sku.createdAt)],
        [t`Changed`, formatDate(sku.updatedAt)],
      ]}
    />
  );
}

function SkuBarcodes({ sku }: { sku: Sku }) {
  const { t } = useLingui();
  if (sku.barcodes.length === 0) return <p>{t`This SKU has no barcodes.`}</p>;
  return (
    <table className="sku-barcodes" aria-label={t`Barcodes`}>
      <thead>
        <tr>
          <th scope="col">{t`Barcode`}</th>
          <th scope="col">{t`Kind`}</th>
        </tr>
      </thead>
      <tbody>
        {sku.barcodes.map((b) => (
          <tr key={b.barcode}>
            <td>{b.barcode}</td>
            <td>{b.kind === 'OTHER' ? t`Other code` : b.kind}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
