import { api } from '../../lib/api/clients';

/** Saves an API file answer (it needs the bearer token, so a plain link cannot fetch it). */
export async function downloadFile(path: string, query: Record<string, string>, filename: string): Promise<void> {
  const blob = await api.download(path, { query });
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
