import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type RoleDetail, type RoleFormInput, RoleFormSchema } from '../../../domain/accounts/roles';
import type { Permission } from '../../../domain/permissions';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckField, FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { ScreenFrame } from '../../ui/screen-frame';
import { TextField } from '../../ui/text-field';
import { createRole, roleKeys, roleQuery, updateRole } from './accounts-api';
import { PermissionEditor } from './permission-editor';

const FIELDS = ['name', 'description', 'isSuperAdmin', 'permissions'] as const;

export function RoleFormPage({ id }: { id?: string }) {
  return id === undefined ? <RoleForm /> : <RoleEdit id={id} />;
}

/** The route's loader has the role in the cache already. */
function RoleEdit({ id }: { id: string }) {
  const { data } = useSuspenseQuery(roleQuery(id));
  return <RoleForm role={data} />;
}

const formOf = (role: RoleDetail): RoleFormInput => ({
  name: role.name,
  description: role.description,
  isSuperAdmin: role.isSuperAdmin,
  permissions: role.permissions as Permission[],
});

function RoleForm({ role }: { role?: RoleDetail | undefined }) {
  const { t } = useLingui();
  const goTo = useGoToPage();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<RoleFormInput>({
    resolver: valibotResolver(RoleFormSchema),
    defaultValues: role ? formOf(role) : { name: '', description: '', isSuperAdmin: false, permissions: [] },
  });
  const superAdmin = useWatch({ control, name: 'isSuperAdmin' });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = role ? await updateRole(role.id, values) : await createRole(values);
      reset(formOf(saved));
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
      await goTo('admin-role-view', { id: saved.id }, { afterSave: true });
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? (error.kind === 'conflict' ? error.message : apiErrorText(error)) : t`Something went wrong.`);
    }
  });

  return (
    <ScreenFrame title={role?.name}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitSuccessful} />
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Role`}>
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => <TextField id="role-name" label={t`Name`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />}
        />
        <Controller
          name="description"
          control={control}
          render={({ field, fieldState }) => (
            <TextField id="role-description" label={t`Description`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
          )}
        />
        <Controller
          name="isSuperAdmin"
          control={control}
          render={({ field }) => (
            <div className="entity-form__wide">
              <CheckField id="role-super" label={t`Super admin`} hint={t`Passes every permission check, including ones added in later versions.`} checked={field.value} onChange={field.onChange} />
            </div>
          )}
        />
        {superAdmin ? null : (
          <Controller
            name="permissions"
            control={control}
            render={({ field }) => (
              <div className="entity-form__wide">
                <PermissionEditor value={field.value} onChange={field.onChange} />
              </div>
            )}
          />
        )}
        <FormActions error={problem} submitLabel={role ? t`Save changes` : t`Create role`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
