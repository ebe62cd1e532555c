/** Bodies for the zone and bin admin routes (src/domain/locations). */
export const zoneBody = (code: string, name: string) => ({ code, name, active: true });

export const binBody = (zoneId: string, code: string, pickSequence: number) => ({
  zoneId, code, pickSequence, blocked: false, blockedReason: '', active: true,
});
