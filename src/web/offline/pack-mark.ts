import { deviceDb } from './device-db';
import { getOutbox } from './outbox-control';

/**
 * Which of this device's own steps a screen's download already holds. The pack's `downloadedAt` is
 * the server's clock and a step's time is the device's: a handheld a few minutes ahead replayed steps
 * the pack had (a unit picked twice on screen), one behind dropped steps it lacked. The mark compares
 * the device with itself, and names the steps the server could not have seen.
 */
export interface PackMark {
  /** The device's clock as the download was asked for: a step made from then on is not in the pack. */
  askedAt: string;
  /** Steps still in the outbox then (their payload ids): not in the pack either, whenever made. */
  waiting: string[];
}

/** What a screen's pack carries for `stepNotInPack`; copies kept before marks existed have none. */
export interface MarkedPack {
  downloadedAt: string;
  mark?: PackMark;
}

/**
 * Downloads with the outbox held, so nothing queued reaches the server between reading the queue
 * and the server's answer (outbox.holding), and returns the pack with its mark.
 */
export async function markedDownload<T extends object>(download: () => Promise<T>): Promise<T & { mark: PackMark }> {
  return getOutbox().holding(async () => {
    const askedAt = new Date().toISOString();
    const entries = await deviceDb().outbox.where('state').anyOf('queued', 'sending', 'problem').toArray();
    const waiting = entries.map((entry) => (entry.payload as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string');
    return { ...(await download()), mark: { askedAt, waiting } };
  });
}

const waitingSets = new WeakMap<PackMark, Set<string>>();

/** Whether a step this device made must be applied on top of the pack: the pack was made without it. */
export function stepNotInPack(pack: MarkedPack, step: { id: string; at: string }): boolean {
  const { mark } = pack;
  if (!mark) return step.at > pack.downloadedAt;
  let waiting = waitingSets.get(mark);
  if (!waiting) {
    waiting = new Set(mark.waiting);
    waitingSets.set(mark, waiting);
  }
  return step.at >= mark.askedAt || waiting.has(step.id);
}
