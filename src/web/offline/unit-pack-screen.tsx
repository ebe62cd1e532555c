import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { MovementPack } from '../../domain/inventory/movement';
import { isApiError } from '../lib/api/api-error';
import { SelectField } from '../ui/select-field';
import { type PackScreen, unitPackQuery } from './unit-pack';

export interface UnitPackDownload {
  pack: MovementPack;
  offline: boolean;
  onZone: (zoneId: string | null) => void;
}

/**
 * A scan screen that works offline from the unit pack: loads it (or the copy kept on the device) and
 * renders the screen with it, keyed by the download so a new one starts a fresh session.
 */
export function WithUnitPack({ screen, userId, children }: { screen: PackScreen; userId: string; children: (download: UnitPackDownload) => ReactNode }) {
  const { t } = useLingui();
  // undefined: the zone taken along last time on this device.
  const [zone, setZone] = useState<string | null | undefined>(undefined);
  const download = useQuery(unitPackQuery(screen, userId, zone));
  if (download.data) return children({ ...download.data, onZone: setZone });
  if (download.isError) {
    const refused = isApiError(download.error) && download.error.status !== null && download.error.status < 500;
    return <p role="alert">{refused ? download.error.message : t`The warehouse's places could not be loaded. Connect to the network and open this screen again.`}</p>;
  }
  return <p role="status">{t`Loading…`}</p>;
}

/**
 * Where the screen's units come from (fresh or the device's copy), and which zone's units the device
 * takes along besides the received ones waiting for put-away; any other unit is looked up while online (ADR 0016).
 */
export function UnitPackHeader({ name, download }: { name: string; download: UnitPackDownload }) {
  const { t } = useLingui();
  const { pack, offline, onZone } = download;
  const zones = new Map(pack.bins.map((bin) => [bin.zoneId, bin.zone]));
  const options = [{ value: '', label: t`Received units only` }, ...[...zones].map(([value, label]) => ({ value, label }))];
  return (
    <>
      <p data-testid={`${name}-pack-state`}>{offline ? t`Offline copy of the warehouse's places` : t`Warehouse places downloaded for offline work`}</p>
      <SelectField id={`${name}-zone`} label={t`Units on this device`} value={pack.zoneId ?? ''} options={options} onChange={(value) => onZone(value || null)} />
    </>
  );
}
