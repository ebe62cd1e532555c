import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CatalogueEntry } from '../../src/domain/catalogues/definitions';
import type { ItemDetail } from '../../src/domain/inventory/item-detail';
import type { JobPack } from '../../src/domain/job-center/job-reads';
import { JOB_RECORD, type JobResultInput } from '../../src/domain/job-center/jobs';
import { PHOTO_MAX_BYTES } from '../../src/domain/photos/photos';
import { outboxMutation } from '../factories/mutations';
import { accountHolding, api, signIn } from './helpers';
import { freshClient, stock } from './orders-world';
import { sync } from './sync-helpers';

/*
 * Photos on QC results (issue 20, ADR 0035 "Photos"): they travel inside the result's mutation, are
 * checked (type by their bytes, size, count), stored once with the result, listed on the item detail
 * and served to whoever may see the item.
 */
let admin: string;
let qcOnly: string;
let viewer: string;
let clientId: string;
let skuId: string;
let errorCode: CatalogueEntry;
let jpeg: Buffer;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const photo = (data = jpeg, type = 'image/jpeg') => ({ type, data: b64(data) });
const fail = (photos: unknown[]) => ({ type: 'qc', outcome: 'fail', errorCodeIds: [errorCode.id], areaCodeIds: [], notes: 'Scratched', photos }) as JobResultInput;
const mutationOf = (itemId: string, result: JobResultInput, id = crypto.randomUUID()) => outboxMutation(JOB_RECORD, { id, itemId, result, recordedAt: new Date().toISOString() }, id);
const fetchPhoto = (id: string, token?: string) => fetch(`${inject('baseUrl')}/v1/job-center/photos/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const detailOf = async (wmsNumber: string) => (await api<ItemDetail>(`/v1/items/${wmsNumber}`, { token: admin })).body.payload;

/** A unit waiting in QC, with its id for the result. */
async function inQc(): Promise<{ wmsNumber: string; id: string }> {
  const [wmsNumber] = await stock(admin, clientId, [{ skuId, serial: true }]);
  await api('/v1/job-center/send', { token: admin, body: { type: 'qc', units: [wmsNumber] } });
  const pack = (await api<JobPack>('/v1/job-center/qc/pack', { token: admin })).body.payload;
  return { wmsNumber: wmsNumber!, id: pack.units.find((u) => u.wmsNumber === wmsNumber)!.id };
}

beforeAll(async () => {
  admin = await signIn('admin');
  ({ clientId, serialised: skuId } = await freshClient(admin));
  qcOnly = (await accountHolding(admin, ['JOB_CENTER_ACTION', 'JOB_CENTER_QC', 'ITEM_DETAIL_VIEW'])).token;
  viewer = (await accountHolding(admin, ['ITEM_LIST'])).token;
  const created = await api<CatalogueEntry>('/v1/catalogues/error-code', { token: admin, body: { code: `PH${crypto.randomUUID().slice(0, 8)}`, name: 'Photo test', description: '', active: true } });
  errorCode = created.body.payload;
  jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c03020' } }).jpeg({ quality: 80 }).toBuffer();
});

describe('QC photos', () => {
  it('stores a result’s photos once, lists them on the item and serves each with its type, even after a replay', async () => {
    const unit = await inQc();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } }).webp().toBuffer();
    const mutation = mutationOf(unit.id, fail([photo(), photo(webp, 'image/webp')]));
    expect((await sync(qcOnly, [mutation])).body.payload.results[0]).toMatchObject({ status: 200 });
    expect((await sync(qcOnly, [mutation])).body.payload.results[0]).toMatchObject({ status: 200 });

    const detail = await detailOf(unit.wmsNumber);
    expect(detail.jobPhotos).toHaveLength(1);
    const [result] = detail.jobPhotos;
    expect(result!.resultId).toBe(mutation.id);
    expect(result!.photos.map((p) => [p.type, p.bytes])).toEqual([['image/jpeg', jpeg.length], ['image/webp', webp.length]]);
    // The result's movement names it, so the screen puts the photos by it.
    expect(detail.history.some((h) => h.reference?.type === 'job' && h.reference.id === mutation.id)).toBe(true);

    const served = await fetchPhoto(result!.photos[0]!.id, qcOnly);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await fetchPhoto(result!.photos[1]!.id, qcOnly)).headers.get('content-type')).toBe('image/webp');

    // Who may not open the item detail may not see its photos; an unknown or malformed id is not found.
    expect((await fetchPhoto(result!.photos[0]!.id, viewer)).status).toBe(403);
    expect((await fetchPhoto(result!.photos[0]!.id)).status).toBe(401);
    expect((await fetchPhoto(crypto.randomUUID(), admin)).status).toBe(404);
    expect((await fetchPhoto('not-a-photo', admin)).status).toBe(404);
  });

  it('takes a pass with a photo and a result without any', async () => {
    const [a, b] = [await inQc(), await inQc()];
    const answer = await sync(qcOnly, [
      mutationOf(a.id, { type: 'qc', outcome: 'pass', errorCodeIds: [], areaCodeIds: [], notes: '', photos: [photo() as { type: 'image/jpeg'; data: string }] }),
      mutationOf(b.id, { type: 'qc', outcome: 'pass', errorCodeIds: [], areaCodeIds: [], notes: '' }),
    ]);
    expect(answer.body.payload.results.map((r) => r.status)).toEqual([200, 200]);
    expect((await detailOf(a.wmsNumber)).jobPhotos[0]!.photos).toHaveLength(1);
    expect((await detailOf(b.wmsNumber)).jobPhotos).toEqual([]);
  });

  it('refuses, with a 4xx and nothing stored, a PNG, text named a JPEG, one too large, too many, broken base64 and NUL bytes', async () => {
    const unit = await inQc();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } }).png().toBuffer();
    const big = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const refused: unknown[][] = [
      [photo(png, 'image/png')],
      [photo(png)],
      [{ type: 'image/jpeg', data: Buffer.from('Just some text, honestly a JPEG').toString('base64') }],
      [photo(big)],
      Array.from({ length: 6 }, () => photo()),
      [{ type: 'image/jpeg', data: `${b64(jpeg)}%%%` }],
      [{ type: 'image/jpeg', data: `/9j/\u0000${b64(jpeg).slice(5)}` }],
      [{ type: 'image/jpeg' }],
      ['nope'],
    ];
    for (const photos of refused) {
      const answer = await sync(qcOnly, [mutationOf(unit.id, fail(photos))]);
      const status = answer.status === 200 ? answer.body.payload.results[0]!.status : answer.status;
      expect(status, JSON.stringify(photos).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(photos).slice(0, 80)).toBeLessThan(500);
    }
    const detail = await detailOf(unit.wmsNumber);
    expect([detail.status, detail.jobPhotos]).toEqual(['qc', []]);
  });
});
