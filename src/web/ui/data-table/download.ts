import { api } from '../../lib/api/clients';

/** Saves an API file answer (it needs the bearer token, so a plain link cannot fetch it). */
export async function downloadFile(path: string, query: Record<string, string>, filename: string): Promise<void> {
  saveBlob(await api.download(path, { query }), filename);
}

/** Hands a file made in the browser (or fetched) to the user as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
