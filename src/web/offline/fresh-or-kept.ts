import { isApiError } from '../lib/api/api-error';
import { type PackMark, markedDownload } from './pack-mark';

/**
 * A screen's download, fresh from the server when it answers (and kept on the device), else the copy
 * kept before: floor screens open once online and work for hours without network. A refusal (no
 * permission, a document no longer open) is shown, not hidden behind an old copy. A fresh pack is
 * marked with the device's own steps it cannot hold (pack-mark.ts), and kept with its mark.
 */
export async function freshOrKept<T extends object>(
  download: () => Promise<T>,
  keep: (fresh: T & { mark: PackMark }) => Promise<unknown>,
  kept: () => Promise<(T & { mark?: PackMark }) | undefined>,
): Promise<{ pack: T & { mark?: PackMark }; offline: boolean }> {
  try {
    const pack = await markedDownload(download);
    await keep(pack);
    return { pack, offline: false };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) throw error;
    const copy = await kept();
    if (copy === undefined) throw error;
    return { pack: copy, offline: true };
  }
}
