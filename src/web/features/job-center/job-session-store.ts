import * as v from 'valibot';
import { unitCodeOf } from '../../../domain/inventory/movement-scan';
import { JOB_RECORD, type JobRecord, type JobResultInput, JobResultSchema, routeOf } from '../../../domain/job-center/jobs';
import { type JobDestination } from '../../../domain/job-center/job-types';
import { type JobPack, type JobUnit } from '../../../domain/job-center/job-reads';
import { fieldErrorsFromIssues } from '../../../domain/validation';
import { createStore, patchStore } from '../../lib/store/create-store';
import { deviceDb } from '../../offline/device-db';
import { enqueueMutationWith } from '../../offline/outbox-control';
import { stepNotInPack } from '../../offline/pack-mark';
import { afterPaint } from '../../scan/after-paint';
import type { ScanOutcome } from '../../scan/feedback';
import { createScanSession } from '../../scan/kit/scan-session';
import type { Scan } from '../../scan/scan-service';
import { lookupJobUnits } from './job-center-api';

/** A result this device recorded: what the list shows and what a reload offline needs to leave the unit out of the queue. */
export interface JobRow {
  id: string;
  itemId: string;
  label: string;
  to: JobDestination;
  at: string;
}

export type JobNotice =
  | { kind: 'selected'; label: string }
  | { kind: 'recorded'; label: string; to: JobDestination }
  | { kind: 'looking-up'; code: string }
  | { kind: 'reject'; reason: 'unknown-code' | 'unknown-offline' | 'not-a-unit'; code: string }
  | { kind: 'reject'; reason: 'not-in-queue'; code: string; status: string }
  | { kind: 'reject'; reason: 'held'; code: string; list: string };

export interface JobState {
  /** The queue as this device sees it: the pack's units less those it recorded since. */
  queue: readonly JobUnit[];
  unit: JobUnit | null;
  /** Field → valibot issue type, of the last result the form refused. */
  errors: Record<string, string>;
  restored: boolean;
}

const doneKey = (userId: string, type: string) => `job-done:${userId}:${type}`;
const labelOf = (unit: JobUnit) => (unit.serial ? `${unit.wmsNumber} · ${unit.serial}` : unit.wmsNumber);

/**
 * One job-center station, outside React so a scan is decided and answered in the key's own task. The
 * queue comes from the pack; each result is recorded as one outbox mutation with this device's row of
 * it (one IndexedDB transaction, after the feedback has painted), and the unit leaves the local queue at
 * once, so the next scan is ready before the server has heard of it.
 */
export function createJobSession(pack: JobPack, userId: string) {
  const { type } = pack;
  const flow = createStore<JobState>({ queue: pack.units, unit: null, errors: {}, restored: false }, { batch: afterPaint });
  const set = (patch: Partial<JobState>, options?: { now?: boolean }) => patchStore(flow, patch, options);
  let done: JobRow[] = [];
  let byCode = new Map<string, JobUnit>();
  let scans = 0;
  const errorRoutes = new Map(pack.errorCodes.flatMap((code) => (code.onQcFail ? [[code.id, code.onQcFail] as const] : [])));

  function index(units: readonly JobUnit[]): void {
    byCode = new Map();
    for (const unit of units) {
      byCode.set(unit.wmsNumber.toLowerCase(), unit);
      if (unit.serial) byCode.set(unit.serial.toLowerCase(), unit);
    }
  }
  index(pack.units);

  const session = createScanSession<JobRow, JobNotice>({});
  const say = session.say;

  function decide(unit: JobUnit, code: string): ScanOutcome {
    if (unit.status !== type) {
      say({ kind: 'reject', reason: 'not-in-queue', code, status: unit.status });
      return 'rejected';
    }
    if (unit.heldBy) {
      say({ kind: 'reject', reason: 'held', code, list: unit.heldBy });
      return 'rejected';
    }
    set({ unit, errors: {} });
    say({ kind: 'selected', label: labelOf(unit) });
    return 'accepted';
  }

  async function lookUp(code: string): Promise<void> {
    const asked = scans;
    try {
      const { units } = await lookupJobUnits(type, code);
      if (asked !== scans) return;
      const [unit] = units;
      if (!unit) return say({ kind: 'reject', reason: 'unknown-code', code });
      if (unit.status === type && !done.some((row) => row.itemId === unit.id)) {
        set({ queue: [...flow.get().queue, unit] });
        index(flow.get().queue);
      }
      decide(unit, code);
    } catch {
      if (asked === scans) say({ kind: 'reject', reason: 'unknown-offline', code });
    }
  }

  return {
    flow,
    session,

    /** What this device recorded before (this visit or one before a reload) leaves the queue. */
    async restore(): Promise<void> {
      const db = deviceDb();
      const [kept, queued] = await Promise.all([db.settings.get(doneKey(userId, type)), db.outbox.toArray()]);
      const waiting = new Map(queued.filter((entry) => entry.kind === JOB_RECORD).map((entry) => [(entry.payload as JobRecord).id, entry.id]));
      // A result on the server before this download is in the pack already (its unit gone from the queue).
      const rows = ((kept?.value as JobRow[] | undefined) ?? []).filter((row) => stepNotInPack(pack, row) || waiting.has(row.id));
      done = [...rows, ...done.filter((row) => !rows.some((r) => r.id === row.id))];
      const gone = new Set(done.map((row) => row.itemId));
      set({ queue: flow.get().queue.filter((unit) => !gone.has(unit.id)), restored: true });
      index(flow.get().queue);
      session.adopt(rows, (row) => row.id, () => false, waiting);
    },

    onScan(scan: Scan): ScanOutcome {
      scans += 1;
      const code = unitCodeOf(scan.parsed);
      if (code === null) {
        say({ kind: 'reject', reason: 'not-a-unit', code: scan.code });
        return 'rejected';
      }
      const unit = byCode.get(code.toLowerCase());
      if (unit) return decide(unit, code);
      if (done.some((row) => row.label.toLowerCase().split(' · ').includes(code.toLowerCase()))) {
        say({ kind: 'reject', reason: 'not-in-queue', code, status: 'done' });
        return 'rejected';
      }
      if (!navigator.onLine) {
        say({ kind: 'reject', reason: 'unknown-offline', code });
        return 'rejected';
      }
      say({ kind: 'looking-up', code });
      void lookUp(code);
      return 'duplicate';
    },

    /**
     * Records the result for the unit on screen: checked with the schema the server uses, queued with
     * this device's row, and the unit leaves the queue. Answers false when the form has errors.
     */
    record(input: JobResultInput): boolean {
      const { unit } = flow.get();
      if (!unit) return false;
      const parsed = v.safeParse(JobResultSchema, input);
      if (!parsed.success) {
        set({ errors: Object.fromEntries(fieldErrorsFromIssues(parsed.issues).map((e) => [e.field, e.rule])) }, { now: true });
        return false;
      }
      const payload: JobRecord = { id: crypto.randomUUID(), itemId: unit.id, result: parsed.output, recordedAt: new Date().toISOString() };
      const to = routeOf(parsed.output, pack.routing, errorRoutes);
      const row: JobRow = { id: payload.id, itemId: unit.id, label: labelOf(unit), to, at: payload.recordedAt };
      done = [...done, row];
      // A tap, not a scan: the screen is ready for the next unit in the frame that follows it.
      set({ unit: null, errors: {}, queue: flow.get().queue.filter((u) => u.id !== unit.id) }, { now: true });
      byCode.delete(unit.wmsNumber.toLowerCase());
      if (unit.serial) byCode.delete(unit.serial.toLowerCase());
      const db = deviceDb();
      const rows = done;
      const stored = new Promise<string>((resolve, reject) =>
        afterPaint(() => void enqueueMutationWith(JOB_RECORD, payload, [db.settings], () => db.settings.put({ key: doneKey(userId, type), value: rows })).then(resolve, reject))(),
      );
      session.add(row.id, row, { kind: 'recorded', label: row.label, to }, stored);
      return true;
    },

    clear(): void {
      set({ unit: null, errors: {} }, { now: true });
      say(null);
    },
  };
}

export type JobSession = ReturnType<typeof createJobSession>;
