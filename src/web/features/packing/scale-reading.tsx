import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { readScaleReport, SCALE_USAGE_PAGE, type ScaleReading } from './scale-report';

// WebHID is Chromium's on desktops and not in TypeScript's DOM library: the part of it used here.
interface HidInputReportEvent extends Event {
  data: DataView;
}
interface HidDevice extends EventTarget {
  opened: boolean;
  productName: string;
  collections: { usagePage?: number }[];
  open(): Promise<void>;
}
interface HidConnectionEvent extends Event {
  device: HidDevice;
}
interface Hid extends EventTarget {
  getDevices(): Promise<HidDevice[]>;
  requestDevice(options: { filters: { usagePage: number }[] }): Promise<HidDevice[]>;
}

const hidOf = (): Hid | undefined => (navigator as Navigator & { hid?: Hid }).hid;
const isScale = (device: HidDevice) => device.collections.some((collection) => collection.usagePage === SCALE_USAGE_PAGE);

/**
 * The packing station's USB scale, where the browser can reach one (WebHID): a scale allowed once is
 * found again on every visit. Each steady reading goes to `onWeight` as kilograms, into the weight the
 * packer then confirms; the weight can always be typed instead.
 */
export function ScaleReading({ onWeight }: { onWeight: (kilograms: string) => void }) {
  const { t, i18n } = useLingui();
  const hid = hidOf();
  const [device, setDevice] = useState<HidDevice | null>(null);
  const [reading, setReading] = useState<ScaleReading | null>(null);
  const [failed, setFailed] = useState(false);
  const weighed = useEffectEvent(onWeight);
  // Unplugged, a scale takes its reading with it (the weight already taken stays in the field);
  // plugged back, it is found again without the chooser.
  const unplugged = useEffectEvent((gone: HidDevice) => {
    if (gone !== device) return;
    setDevice(null);
    setReading(null);
    setFailed(false);
  });
  const plugged = useEffectEvent((scale: HidDevice) => {
    if (!device && isScale(scale)) setDevice(scale);
  });

  useEffect(() => {
    if (!hid) return;
    const onDisconnect = (event: Event) => unplugged((event as HidConnectionEvent).device);
    const onConnect = (event: Event) => plugged((event as HidConnectionEvent).device);
    hid.addEventListener('disconnect', onDisconnect);
    hid.addEventListener('connect', onConnect);
    return () => {
      hid.removeEventListener('disconnect', onDisconnect);
      hid.removeEventListener('connect', onConnect);
    };
  }, [hid]);

  useEffect(() => {
    if (!hid || device) return;
    let live = true;
    void hid.getDevices().then((allowed) => {
      const scale = allowed.find(isScale);
      if (live && scale) setDevice(scale);
    });
    return () => {
      live = false;
    };
  }, [hid, device]);

  useEffect(() => {
    if (!device) return;
    let last: string | null = null;
    const listen = (event: Event) => {
      const next = readScaleReport((event as HidInputReportEvent).data);
      setReading(next);
      if (!next?.stable) return;
      const kilograms = (next.grams / 1000).toFixed(3);
      if (kilograms === last) return;
      last = kilograms;
      weighed(kilograms);
    };
    device.addEventListener('inputreport', listen);
    (device.opened ? Promise.resolve() : device.open()).catch(() => setFailed(true));
    return () => device.removeEventListener('inputreport', listen);
  }, [device]);

  if (!hid) return null;
  if (!device) {
    return (
      <Button
        variant="outline"
        onClick={() =>
          // Closing the browser's chooser picks nothing: the button stays, the weight is typed.
          void hid.requestDevice({ filters: [{ usagePage: SCALE_USAGE_PAGE }] }).then(([chosen]) => chosen && setDevice(chosen))
        }
      >
        {t`Connect a scale`}
      </Button>
    );
  }
  const weight = reading ? i18n.number(reading.grams / 1000, { minimumFractionDigits: 3, maximumFractionDigits: 3 }) : null;
  return (
    <p className="packing__scale" role="status" data-testid="scale-reading" data-stable={reading?.stable ? 'yes' : 'no'}>
      {failed
        ? t`The scale ${device.productName} cannot be read. Type the weight.`
        : weight === null
          ? t`Scale ${device.productName}: waiting for a reading…`
          : reading?.stable
            ? t`Scale: ${weight} kg`
            : t`Scale: ${weight} kg, still moving…`}
    </p>
  );
}
