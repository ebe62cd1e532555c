import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { useConfirm } from '../../ui/form/use-confirm';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { deleteRole, roleKeys, roleQuery } from './accounts-api';
import { PermissionEditor } from './permission-editor';

export function RoleViewPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: role } = useSuspenseQuery(roleQuery(id));
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirm();
  const goTo = useGoToPage();
  const queryClient = useQueryClient();


  const remove = async () => {
    const ok = await confirm({ header: t`Delete the role ${role.name}?`, message: t`This cannot be undone.`, confirmText: t`Delete`, destructive: true });
    if (!ok) return;
    try {
      await deleteRole(role.id);
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
      await goTo('admin-role-list', {}, { replace: true });
    } catch (err) {
      setProblem(isApiError(err) && err.kind === 'conflict' ? err.message : isApiError(err) ? apiErrorText(err) : t`Something went wrong.`);
    }
  };

  return (
    <ScreenFrame title={role.name}>
      <div className="detail-actions">
        <PageLink page="admin-role-edit" params={{ id: role.id }} className="app-button app-button--solid">
          {t`Edit`}
        </PageLink>
        <Button variant="outline" onClick={() => void remove()}>
          {t`Delete`}
        </Button>
      </div>
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      <DetailList
        label={t`Role`}
        items={[
          [t`Name`, role.name],
          [t`Description`, role.description],
          [t`Super admin`, role.isSuperAdmin ? t`Yes: passes every permission check` : t`No`],
          [t`Accounts`, role.accounts],
          [t`Created`, formatDate(role.createdAt)],
        ]}
      />
      {role.isSuperAdmin ? null : <PermissionEditor value={role.permissions} readOnly />}
    </ScreenFrame>
  );
}
