import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PERMISSION_MODULES, type PermissionModule, permissionModule } from '../../../domain/accounts/permission-groups';
import { type Permission, PERMISSIONS } from '../../../domain/permissions';
import { PAGES } from '../../lib/navigation/pages';

const MODULE_TITLES: Record<PermissionModule, MessageDescriptor> = {
  receiving: msg`Receiving`,
  inventory: msg`Inventory`,
  counting: msg`Counting`,
  shipping: msg`Shipping`,
  'job-center': msg`Job center`,
  clients: msg`Clients`,
  scrap: msg`Scrap`,
  reports: msg`Reports`,
  admin: msg`Administration`,
};

/** The screens each permission opens, from the page table (the same table the guard reads). */
function screensByPermission(): Map<string, MessageDescriptor[]> {
  const map = new Map<string, MessageDescriptor[]>();
  for (const page of Object.values(PAGES)) {
    if (page.access.kind !== 'signed-in' || !page.access.permission) continue;
    map.set(page.access.permission, [...(map.get(page.access.permission) ?? []), page.title]);
  }
  return map;
}

/** Built once: the page table does not change while the app runs. */
const screens = screensByPermission();

const label = (permission: string) => permission.toLowerCase().replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * Permissions grouped by module with a search and select-all per group; each permission says which
 * screens it opens. `readOnly` shows the same layout for the role's view page.
 */
export function PermissionEditor({ value, onChange, readOnly = false }: { value: readonly string[]; onChange?: (next: Permission[]) => void; readOnly?: boolean }) {
  const { i18n, t } = useLingui();
  const [filter, setFilter] = useState('');
  const searchId = useId();
  const selected = new Set(value);
  const needle = filter.trim().toLowerCase();
  const matches = (p: Permission) =>
    !needle || p.toLowerCase().includes(needle) || label(p).toLowerCase().includes(needle) || (screens.get(p) ?? []).some((s) => i18n._(s).toLowerCase().includes(needle));

  const set = (permissions: readonly Permission[], on: boolean) => {
    const next = new Set(selected);
    for (const p of permissions) if (on) next.add(p); else next.delete(p);
    onChange?.(PERMISSIONS.filter((p) => next.has(p)));
  };

  return (
    <div className="permission-editor">
      <div className="text-field">
        <label htmlFor={searchId}>{t`Find a permission or screen`}</label>
        <input id={searchId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      {PERMISSION_MODULES.map((module) => {
        const members = PERMISSIONS.filter((p) => permissionModule(p) === module && matches(p));
        if (members.length === 0) return null;
        const all = members.every((p) => selected.has(p));
        const title = i18n._(MODULE_TITLES[module]);
        return (
          <fieldset key={module} className="permission-group" data-testid={`permission-group-${module}`}>
            <legend>
              {title} <span className="chip chip--muted">{t`${members.filter((p) => selected.has(p)).length} of ${members.length}`}</span>
            </legend>
            {readOnly ? null : (
              <label className="check-field permission-group__all">
                <input type="checkbox" checked={all} onChange={(event) => set(members, event.target.checked)} />
                {t`Select all in ${title}`}
              </label>
            )}
            <ul className="permission-list">
              {members.map((permission) => {
                const opens = screens.get(permission) ?? [];
                return (
                  <li key={permission}>
                    <input
                      id={`${searchId}-${permission}`}
                      type="checkbox"
                      checked={selected.has(permission)}
                      disabled={readOnly}
                      onChange={(event) => set([permission], event.target.checked)}
                    />
                    <label htmlFor={`${searchId}-${permission}`}>
                        <span className="permission-name">{permission}</span>
                        <span className="permission-screens">{opens.length ? t`Opens: ${opens.map((s) => i18n._(s)).join(', ')}` : t`An action within screens`}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
