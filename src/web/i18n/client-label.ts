import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

type ClientRef = { code: string; name: string } | null;

/**
 * The client column of an order or shipment: an order without a client ships a scrap list to a
 * recycler (ADR 0034), and says so.
 */
export function useClientLabel(): (client: ClientRef, show: 'code' | 'name' | 'both') => string {
  const { t } = useLingui();
  return useCallback(
    (client: ClientRef, show: 'code' | 'name' | 'both') => {
      if (client === null) return t`Recycler (scrap)`;
      return show === 'code' ? client.code : show === 'name' ? client.name : `${client.code} · ${client.name}`;
    },
    [t],
  );
}
