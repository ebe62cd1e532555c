import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import '../../ui/ionic-setup';
import { useLingui } from '@lingui/react/macro';
import { ScreenFrame } from '../../ui/screen-frame';
import { CartonTypesPanel } from './carton-types-panel';
import { BinsPanel, ContainersPanel, ZonesPanel } from './location-panels';
import type { LocationSearch } from './location-search';
import './locations.css';

const TABS = ['bins', 'containers', 'zones', 'cartons'] as const;

/** Bins, containers, zones and carton types on one screen (the spec's one route), the tab kept in the URL. */
export function ContainerManagementPage({ search, onSearchChange }: { search: LocationSearch; onSearchChange: (next: LocationSearch) => void }) {
  const { t } = useLingui();
  const tab = TABS.find((name) => name === search.tab) ?? 'bins';
  const titles = { bins: t`Bins`, containers: t`Containers`, zones: t`Zones`, cartons: t`Carton types` };
  const panel = { search, onSearchChange };
  return (
    <ScreenFrame>
      <IonSegment value={tab} onIonChange={(event) => onSearchChange({ tab: String(event.detail.value) })} aria-label={t`Show`}>
        {TABS.map((name) => (
          <IonSegmentButton key={name} value={name}>
            <IonLabel>{titles[name]}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <div className="location-panel">
        {tab === 'bins' ? <BinsPanel {...panel} /> : tab === 'containers' ? <ContainersPanel {...panel} /> : tab === 'zones' ? <ZonesPanel {...panel} /> : <CartonTypesPanel />}
      </div>
    </ScreenFrame>
  );
}
