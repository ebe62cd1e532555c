import { useLingui } from '@lingui/react/macro';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PhotoRef } from '../../../domain/photos/photos';
import { FormModal } from '../form/form-modal';
import { BlobImage } from './blob-image';
import { useShown } from './use-shown';
import './photos.css';

/** How one stored photo's bytes are read: each record's photos have their own route and permission. */
export type PhotoQuery<K extends QueryKey> = (id: string) => UseQueryOptions<Blob, Error, Blob, K>;

interface ThumbProps<K extends QueryKey> {
  photo: PhotoRef;
  number: number;
  photoQuery: PhotoQuery<K>;
}

/** A thumbnail that reads its photo once it comes near the screen, and opens it full size. */
function Thumb<K extends QueryKey>({ photo, number, photoQuery, onOpen }: ThumbProps<K> & { onOpen: () => void }) {
  const { t } = useLingui();
  const [ref, shown] = useShown<HTMLButtonElement>();
  const { data, isError } = useQuery({ ...photoQuery(photo.id), enabled: shown });
  return (
    <button ref={ref} type="button" className="photo-thumb__open" onClick={onOpen} aria-label={t`Open photo ${number}`}>
      {data ? <BlobImage blob={data} alt="" /> : <span>{isError ? t`Not loaded` : t`Loading…`}</span>}
    </button>
  );
}

function FullPhoto<K extends QueryKey>({ photo, number, count, photoQuery }: ThumbProps<K> & { count: number }) {
  const { t } = useLingui();
  const { data, isError } = useQuery(photoQuery(photo.id));
  if (data) return <BlobImage blob={data} className="photo-full" alt={t`Full size, ${number} of ${count}`} />;
  return <p role={isError ? 'alert' : 'status'}>{isError ? t`The photo could not be loaded.` : t`Loading…`}</p>;
}

/** Stored photos as thumbnails, each opening full size: a QC result's on the item detail, a client issue's on the issue. */
export function PhotoThumbs<K extends QueryKey>({ photos, label, photoQuery }: { photos: readonly PhotoRef[]; label: string; photoQuery: PhotoQuery<K> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const opened = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="photo-thumbs" aria-label={label}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo-thumb">
            <Thumb photo={photo} number={index + 1} photoQuery={photoQuery} onOpen={() => setOpen(index)} />
          </li>
        ))}
      </ul>
      <FormModal isOpen={opened !== undefined} title={t`Photo ${(open ?? 0) + 1} of ${photos.length}`} onClose={() => setOpen(null)}>
        {opened ? <FullPhoto photo={opened} number={(open ?? 0) + 1} count={photos.length} photoQuery={photoQuery} /> : null}
      </FormModal>
    </>
  );
}
