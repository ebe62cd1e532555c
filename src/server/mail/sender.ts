import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Deps } from '../context';
import { mailOutbox } from '../db/schema/admin';
import { mailFrom } from './outbox';

/**
 * Sends what the outbox holds when SMTP_URL is set. Each row is claimed by raising its `attempts`
 * from the value read (compare-and-set), so two API processes never send one row at once; a row that
 * failed is tried again after a pause counted from its creation, up to MAX_ATTEMPTS times.
 */

/** Wait before attempt n+1, from the row's creation: at once, then 1 min, 5 min, 30 min, 2 h. */
const RETRY_AFTER_SECONDS = [0, 60, 5 * 60, 30 * 60, 2 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_SECONDS.length;
const BATCH = 20;
const POLL_EVERY_MS = 60_000;

type Transporter = ReturnType<typeof createTransport>;

interface SenderState {
  transport: Transporter | null;
  running: Promise<void> | null;
  again: boolean;
}

const states = new WeakMap<Deps, SenderState>();

function stateOf(deps: Deps): SenderState {
  let state = states.get(deps);
  if (!state) {
    state = { transport: null, running: null, again: false };
    states.set(deps, state);
  }
  return state;
}

function transportOf(deps: Deps, url: string): Transporter {
  const state = stateOf(deps);
  state.transport ??= createTransport(
    // A mail server that does not answer must not hold a send for minutes.
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: mailFrom(deps.env) },
  );
  return state.transport;
}

const retryDelay = sql`(case ${mailOutbox.attempts} ${sql.join(
  RETRY_AFTER_SECONDS.map((seconds, attempts) => sql`when ${sql.raw(String(attempts))} then ${sql.raw(String(seconds))}`),
  sql` `,
)} end)`;

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/** One pass over the due rows; answers how many went out and how many failed. */
export async function deliverQueuedMail(deps: Deps): Promise<{ sent: number; failed: number }> {
  const url = deps.env.SMTP_URL;
  if (!url) return { sent: 0, failed: 0 };
  const now = deps.now();
  const due = await deps.db
    .select({ id: mailOutbox.id, attempts: mailOutbox.attempts, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
        sql`${mailOutbox.createdAt} <= ${now.toISOString()}::timestamptz - ${retryDelay} * interval '1 second'`,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(BATCH);
  let sent = 0;
  let failed = 0;
  for (const mail of due) {
    const claimed = await deps.db
      .update(mailOutbox)
      .set({ attempts: mail.attempts + 1 })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    if (claimed.length === 0) continue;
    try {
      await transportOf(deps, url).sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      await deps.db.update(mailOutbox).set({ sentAt: deps.now(), lastError: null }).where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      deps.log.warn(`Mail ${mail.id} not sent (attempt ${mail.attempts + 1} of ${MAX_ATTEMPTS}): ${describe(error)}`);
      await deps.db.update(mailOutbox).set({ lastError: describe(error) }).where(eq(mailOutbox.id, mail.id));
    }
  }
  return { sent, failed };
}

/**
 * Sends the outbox now, in the background: call it after the transaction that queued mail commits, and
 * do not await it in a request (the answer must not wait for, or tell anything by, the mail server's
 * speed). One pass runs at a time per app; a call during a pass asks for one more pass. Never rejects.
 */
export function sendQueuedMail(deps: Deps): Promise<void> {
  if (!deps.env.SMTP_URL) return Promise.resolve();
  const state = stateOf(deps);
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await deliverQueuedMail(deps).catch((error: unknown) => deps.log.error('Sending the mail outbox failed', error));
      } while (state.again);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/**
 * Sends at start and then every minute (retries, and mail queued by another process or without a
 * kick). The returned stop waits for a pass under way and closes the connection to the mail server.
 */
export function startMailSender(deps: Deps, everyMs = POLL_EVERY_MS): { stop(): Promise<void> } {
  if (!deps.env.SMTP_URL) return { stop: () => closeMail(deps) };
  void sendQueuedMail(deps);
  const timer = setInterval(() => void sendQueuedMail(deps), everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await closeMail(deps);
    },
  };
}

/** Waits for a pass under way and closes the mail server connection of this app. */
export async function closeMail(deps: Deps): Promise<void> {
  const state = states.get(deps);
  if (!state) return;
  await state.running;
  state.transport?.close();
  state.transport = null;
}
