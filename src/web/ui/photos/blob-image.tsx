import { useCallback } from 'react';

/**
 * An image of bytes the app read itself (an `<img src>` to the API cannot carry the bearer token). Its
 * object URL lives as long as the element shows this blob, so a long list of photos does not hold
 * their bytes after it unmounts.
 */
export function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const show = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={show} alt={alt} className={className} />;
}
