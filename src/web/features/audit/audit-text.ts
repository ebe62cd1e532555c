import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditEntry } from '../../../domain/audit';

/** The kinds of record the server audits (`entity`, and the first part of `action`), by name. */
const RECORD_KINDS: Record<string, MessageDescriptor> = {
  account: msg`Account`,
  auth: msg`Sign-in`,
  bin: msg`Bin`,
  catalogue: msg`Catalogue entry`,
  'catalogue-entry': msg`Catalogue entry`,
  client: msg`Client`,
  'client-account': msg`Client account`,
  'client-api-key': msg`Client API key`,
  'client-tracking': msg`Client tracking number`,
  client_tracking: msg`Client tracking number`,
  company: msg`Company`,
  container: msg`Container`,
  'control-number': msg`Control number`,
  counting: msg`Counting cycle`,
  'counting-cycle': msg`Counting cycle`,
  item: msg`Item`,
  items: msg`Items`,
  printer: msg`Label printer`,
  role: msg`Role`,
  sequence: msg`Sequence`,
  settings: msg`Settings`,
  shipping_credential: msg`Carrier credential`,
  sku: msg`SKU`,
  system_config: msg`System configuration`,
  tag: msg`Tag`,
  user: msg`User`,
  zone: msg`Zone`,
};

/** What was done (the part of `action` after the record kind), as a noun so it needs no agreement. */
const ACTION_NAMES: Record<string, MessageDescriptor> = {
  create: msg`creation`,
  update: msg`change`,
  delete: msg`deletion`,
  import: msg`import`,
  login: msg`signed in`,
  login_failed: msg`failed sign-in`,
  clear_sessions: msg`sessions ended`,
  password_reset_requested: msg`password reset requested`,
  invitation_sent: msg`invitation sent`,
  'second-factor-reset': msg`second factor reset`,
  'goods-receipt': msg`goods receipt`,
  start: msg`start`,
  complete: msg`completion`,
  cancel: msg`cancellation`,
  recount: msg`recount`,
  'discrepancies.accept': msg`discrepancies accepted`,
  revoke: msg`revocation`,
  test: msg`test`,
  logo_update: msg`logo changed`,
  logo_delete: msg`logo removed`,
  sequence_issue: msg`number issued`,
  sequence_update: msg`sequence changed`,
  system_update: msg`system configuration changed`,
  shipping_api_create: msg`carrier credential created`,
  shipping_api_update: msg`carrier credential changed`,
  shipping_api_delete: msg`carrier credential deleted`,
  shipping_api_test: msg`carrier credential tested`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Control number: creation" for `control-number.create`; an unknown action stays as written. */
export function actionText(i18n: I18n, action: string): string {
  const dot = action.indexOf('.');
  const kind = RECORD_KINDS[action.slice(0, dot)];
  const name = ACTION_NAMES[action.slice(dot + 1)];
  if (dot < 0 || !kind || !name) return action;
  const kindText = i18n._(kind);
  const nameText = i18n._(name);
  return i18n._(msg`${kindText}: ${nameText}`);
}

/** The record by its kind and a name a person reads (its code or number), never a bare UUID. */
export function recordText(i18n: I18n, entry: Pick<AuditEntry, 'entity' | 'entityId' | 'detail'>): string {
  const kind = RECORD_KINDS[entry.entity];
  const kindText = kind ? i18n._(kind) : entry.entity;
  const detail = entry.detail ?? {};
  const readable = [detail.number, detail.code, detail.username, detail.name].find((value) => typeof value === 'string' && value !== '');
  const id = (readable as string | undefined) ?? (entry.entityId && !UUID.test(entry.entityId) ? entry.entityId : null);
  return id ? `${kindText} ${id}` : kindText;
}

function valueText(i18n: I18n, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`yes`) : i18n._(msg`no`);
  if (Array.isArray(value)) return value.map((v) => valueText(i18n, v)).join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** The detail as lines a person reads: "field: old → new" for changes, "field: value" otherwise. */
export function detailLines(i18n: I18n, detail: AuditEntry['detail']): string[] {
  if (!detail) return [];
  const lines: string[] = [];
  const { before, after, changes, ...rest } = detail as Record<string, unknown>;
  if (changes && typeof changes === 'object') {
    for (const [field, change] of Object.entries(changes)) {
      lines.push(isChange(change) ? `${field}: ${valueText(i18n, change.from)} → ${valueText(i18n, change.to)}` : `${field}: ${valueText(i18n, change)}`);
    }
  }
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const old = before as Record<string, unknown>;
    for (const [field, value] of Object.entries(after)) {
      if (JSON.stringify(old[field]) !== JSON.stringify(value)) lines.push(`${field}: ${valueText(i18n, old[field])} → ${valueText(i18n, value)}`);
    }
  }
  for (const [field, value] of Object.entries(rest)) {
    lines.push(isChange(value) ? `${field}: ${valueText(i18n, value.from)} → ${valueText(i18n, value.to)}` : `${field}: ${valueText(i18n, value)}`);
  }
  return lines;
}
