import { isApiError } from '../lib/api/api-error';

/**
 * A screen's download, fresh from the server when it answers (and kept on the device), else the copy
 * kept before: floor screens open once online and work for hours without network. A refusal (no
 * permission, a document no longer open) is shown, not hidden behind an old copy.
 */
export async function freshOrKept<T>(download: () => Promise<T>, keep: (fresh: T) => Promise<unknown>, kept: () => Promise<T | undefined>): Promise<{ pack: T; offline: boolean }> {
  try {
    const pack = await download();
    await keep(pack);
    return { pack, offline: false };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) throw error;
    const copy = await kept();
    if (copy === undefined) throw error;
    return { pack: copy, offline: true };
  }
}
