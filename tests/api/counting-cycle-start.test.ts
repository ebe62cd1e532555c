import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { zoneBody } from '../factories/locations';
import { uniqueZoneCode } from '../factories/unique';
import { api, expectEnvelope } from './helpers';
import { audited, base, cancel, countingCyclesWorld, create, detail, form, start, createSku } from './counting-cycles-world';

/* Counting cycles: starting and cancelling. */
type World = Awaited<ReturnType<typeof countingCyclesWorld>>;
let admin: World['admin'];
let nordic: World['nordic'];
let binIds: World['binIds'];
let serialSku: World['serialSku'];
beforeAll(async () => {
  ({ admin, nordic, binIds, serialSku } = await countingCyclesWorld());
}, 120_000);

describe('starting a counting cycle', () => {
  it('writes the bins of the zone and a snapshot of the stock of its mode', async () => {
    const serial = await create(form({ mode: 'serial' }));
    const started = await start(serial.id);
    expect(started.status).toBe(200);
    expect(started.body.payload).toMatchObject({ status: 'in_progress', progress: { binsDone: 0, binsTotal: 3 }, totals: { bins: 3, items: 3, units: 3 } });
    expect(started.body.payload.startedAt).not.toBeNull();
    expect(await audited('counting.start', serial.number)).toHaveLength(1);

    const counted = await create(form({ mode: 'non-serial' }));
    expect((await start(counted.id)).body.payload.totals).toEqual({ bins: 3, items: 1, units: 7 });
  });

  it('without bins or zones counts the bins holding the chosen stock; chosen bins add to the zones', async () => {
    const bySku = await create(form({}, { zoneIds: [], skuIds: [serialSku.id] }));
    expect((await start(bySku.id)).body.payload.totals).toEqual({ bins: 2, items: 3, units: 3 });

    const byClient = await create(form({ mode: 'non-serial' }, { zoneIds: [], binIds: [binIds[1]!, binIds[0]!], clientIds: [nordic.id] }));
    expect((await start(byClient.id)).body.payload.totals).toEqual({ bins: 2, items: 1, units: 7 });

    const emptyBin = await create(form({}, { zoneIds: [], binIds: [binIds[2]!] }));
    expect((await start(emptyBin.id)).body.payload.totals).toEqual({ bins: 1, items: 0, units: 0 });
  });

  it('answers 409 when the scope holds no bins, and leaves the cycle created', async () => {
    const unstocked = await createSku(true);
    const bare = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(uniqueZoneCode('E'), 'No bins') })).body.payload;
    for (const cycle of [await create(form({}, { zoneIds: [], skuIds: [unstocked.id] })), await create(form({}, { zoneIds: [bare.id] }))]) {
      const refused = await start(cycle.id);
      expectEnvelope(refused, 409);
      expect(refused.body.message).toMatch(/no bins/);
      expect(await detail(cycle.id)).toMatchObject({ status: 'created', startedAt: null, totals: { bins: 0, items: 0, units: 0 } });
    }
  });

  it('answers 409 naming the state to a second start, and to the start of a cancelled cycle', async () => {
    const cycle = await create();
    expect((await start(cycle.id)).status).toBe(200);
    const again = await start(cycle.id);
    expectEnvelope(again, 409);
    expect(again.body.message).toContain('in_progress');
    expect(again.body.payload).toMatchObject({ document: 'counting-cycle', state: 'in_progress', allowed: [{ transition: 'complete', to: 'completed' }, { transition: 'cancel', to: 'cancelled' }] });
    expect((await detail(cycle.id)).totals.bins).toBe(3);

    const cancelled = await create();
    expect((await cancel(cancelled.id)).status).toBe(200);
    const refused = await start(cancelled.id);
    expectEnvelope(refused, 409);
    expect(refused.body.message).toContain('cancelled');
    expect((await detail(cancelled.id)).totals.bins).toBe(0);
  });

  it('lets only one of two simultaneous starts win', async () => {
    const cycle = await create();
    const answers = await Promise.all([start(cycle.id), start(cycle.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await detail(cycle.id)).totals).toEqual({ bins: 3, items: 3, units: 3 });
  });

  it('answers 404 for an unknown cycle', async () => {
    expectEnvelope(await start(randomUUID()), 404);
    expectEnvelope(await api(`${base}/${randomUUID()}`, { token: admin }), 404);
  });
});

describe('cancelling a counting cycle', () => {
  it('cancels a created cycle with its reason, and audits it', async () => {
    const cycle = await create();
    const answer = await cancel(cycle.id, 'Wrong zone chosen');
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong zone chosen' });
    expect(answer.body.payload.cancelledAt).not.toBeNull();
    expect(await audited('counting.cancel', cycle.number)).toHaveLength(1);
  });

  it('cancels an in-progress cycle and keeps its snapshot', async () => {
    const cycle = await create();
    await start(cycle.id);
    const answer = await cancel(cycle.id);
    expect(answer.body.payload).toMatchObject({ status: 'cancelled', totals: { bins: 3, items: 3, units: 3 } });
  });

  it('needs a reason, and answers 409 naming the state to a cancelled cycle', async () => {
    const cycle = await create();
    const empty = await cancel(cycle.id, '  ');
    expectEnvelope(empty, 400);
    expect((await detail(cycle.id)).status).toBe('created');
    await cancel(cycle.id);
    const again = await cancel(cycle.id);
    expectEnvelope(again, 409);
    expect(again.body.message).toContain('cancelled');
    expect(again.body.payload).toMatchObject({ document: 'counting-cycle', state: 'cancelled', allowed: [] });
  });
});
