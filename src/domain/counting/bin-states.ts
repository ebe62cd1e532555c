import * as v from 'valibot';

const NullableString = v.nullable(v.string());

const BinCountStateSchema = v.object({
  /** The bin count's id, made by the device that counts it. */
  id: v.string(),
  user: NullableString,
  device: NullableString,
  closedAt: NullableString,
});

/**
 * GET /v1/counting/cycles/:countingId/bin-states: where each bin of the cycle stands on the server,
 * for the counters' handhelds: its round, an open recount task, and the counts of its current round.
 */
export const CountingBinStatesSchema = v.object({
  bins: v.array(
    v.object({
      binId: v.string(),
      round: v.number(),
      recount: v.boolean(),
      counts: v.array(BinCountStateSchema),
    }),
  ),
});
export type CountingBinStates = v.InferOutput<typeof CountingBinStatesSchema>;
export type RemoteBinState = CountingBinStates['bins'][number];

/** Who else holds a bin (counts it now) or has closed it in its current round: not this device's counts. */
export interface OthersOnBin {
  holding: string[];
  closedBy: string[];
}

const who = (count: v.InferOutput<typeof BinCountStateSchema>) => [count.user, count.device].filter(Boolean).join(' · ') || '?';

export function othersOn(bin: RemoteBinState | undefined, ownCounts: ReadonlySet<string>): OthersOnBin {
  const others = (bin?.counts ?? []).filter((count) => !ownCounts.has(count.id));
  return {
    holding: others.filter((count) => count.closedAt === null).map(who),
    closedBy: others.filter((count) => count.closedAt !== null).map(who),
  };
}

/**
 * Opening this bin would count it again although another device closed it in its current round, and
 * no recount was asked for: worth a warning before two people count the same bin.
 */
export const closedElsewhere = (bin: RemoteBinState | undefined, ownCounts: ReadonlySet<string>) =>
  !!bin && !bin.recount && othersOn(bin, ownCounts).closedBy.length > 0;
