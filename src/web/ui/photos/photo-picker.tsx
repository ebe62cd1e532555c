import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import type { PhotoInput } from '../../../domain/photos/photos';
import { Button } from '../button';
import { resizePhoto } from './resize-photo';
import './photos.css';

interface PhotoPickerProps {
  id: string;
  /** Base64 with its type, as the shared photo schema takes it in a mutation's or a request's JSON. */
  photos: readonly PhotoInput[];
  onChange: (photos: PhotoInput[]) => void;
  max: number;
  maxBytes: number;
  /** While a photo is being resized: the form should not be saved without it. */
  onPreparing?: (preparing: boolean) => void;
}

/**
 * "Add photo" (the rear camera on a phone, a file elsewhere) and the photos taken so far, each with its
 * remove button. Every photo is resized on the device (resize-photo.ts) before the form holds it, so a
 * 12-megapixel picture never reaches the outbox.
 */
export function PhotoPicker({ id, photos, onChange, max, maxBytes, onPreparing }: PhotoPickerProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const full = photos.length >= max;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, max - photos.length);
    event.target.value = '';
    setProblem(null);
    if (files.length === 0) return;
    setBusy(true);
    onPreparing?.(true);
    try {
      const added: PhotoInput[] = [];
      for (const file of files) {
        const resized = await resizePhoto(file, maxBytes);
        if (resized.ok) added.push({ type: resized.type, data: resized.data });
        else
          setProblem(
            resized.problem === 'unreadable'
              ? t`This file could not be read as an image.`
              : t`The photo stays over ${Math.round(maxBytes / 1024)} KB even at low quality. Take it again with less in the picture.`,
          );
      }
      if (added.length > 0) onChange([...photos, ...added]);
    } finally {
      setBusy(false);
      onPreparing?.(false);
    }
  };

  return (
    <div className="photo-picker">
      <input
        id={id}
        className="photo-picker__file"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={busy || full}
        aria-describedby={full ? `${id}-full` : undefined}
        onChange={(event) => void pick(event)}
      />
      <label htmlFor={id} className="app-button app-button--outline">
        {t`Add photo`}
      </label>
      {full ? <p id={`${id}-full`}>{t`At most ${max} photos: remove one to add another.`}</p> : null}
      {busy ? <p role="status">{t`Preparing the photo…`}</p> : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ol className="photo-picker__list" aria-label={t`Photos`}>
          {photos.map((photo, index) => (
            <li key={index} className="photo-thumb">
              <img src={`data:${photo.type};base64,${photo.data}`} alt={t`${index + 1} of ${photos.length}`} />
              <Button variant="outline" onClick={() => onChange(photos.filter((p) => p !== photo))}>
                {t`Remove photo ${index + 1}`}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
