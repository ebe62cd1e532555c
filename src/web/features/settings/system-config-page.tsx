import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import {
  SYSTEM_CONFIG, SYSTEM_CONFIG_GROUPS, SYSTEM_CONFIG_KEYS, type SystemConfigForm, SystemConfigFormSchema, type SystemConfigGroup, type SystemConfigValues,
  flattenSystemConfig, nestSystemConfig,
} from '../../../domain/settings/system-config';
import { Button } from '../../ui/button';
import { ScreenFrame } from '../../ui/screen-frame';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { FormProblem, useSaveWithProblems } from './form-problem';
import { saveSystemConfig, systemConfigKeys, systemConfigQuery } from './settings-api';
import { SystemConfigField } from './system-config-fields';
import './settings.css';

const GROUP_LABELS: Record<SystemConfigGroup, MessageDescriptor> = {
  general: msg`General`,
  sessions: msg`Sessions`,
  security: msg`Security`,
  accounts: msg`Accounts`,
  scanner: msg`Scanners`,
  shipping: msg`Shipping`,
  jobCenter: msg`Job center routing`,
};

/** Only what differs from the saved config is sent, so a save never overwrites keys another admin changed meanwhile. */
function changedKeys(saved: SystemConfigValues, edited: SystemConfigValues): Partial<SystemConfigValues> {
  return Object.fromEntries(SYSTEM_CONFIG_KEYS.filter((key) => edited[key] !== saved[key]).map((key) => [key, edited[key]]));
}

function SystemConfigEditor({ saved }: { saved: SystemConfigValues }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const { control, handleSubmit, formState, reset, setError } = useForm<SystemConfigForm>({
    resolver: valibotResolver(SystemConfigFormSchema),
    defaultValues: nestSystemConfig(saved),
  });
  const { problem, save } = useSaveWithProblems(SYSTEM_CONFIG_KEYS as Path<SystemConfigForm>[], setError);
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit((form) => {
    setDone(false);
    return save(async () => {
      const next = await saveSystemConfig(changedKeys(saved, flattenSystemConfig(form)));
      queryClient.setQueryData(systemConfigKeys.all, next);
      reset(nestSystemConfig(next));
      setDone(true);
    });
  });

  return (
    <form noValidate aria-label={t`System configuration`} onSubmit={(event) => void onSubmit(event)} className="settings-page">
      {SYSTEM_CONFIG_GROUPS.map((group) => (
        <fieldset key={group} className="config-group">
          <legend>{i18n._(GROUP_LABELS[group])}</legend>
          <div className="settings-grid">
            {SYSTEM_CONFIG_KEYS.filter((key) => SYSTEM_CONFIG[key].group === group).map((key) => (
              <SystemConfigField key={key} name={key} control={control} />
            ))}
          </div>
        </fieldset>
      ))}
      <FormProblem text={problem} />
      <div className="settings-actions">
        <Button type="submit" disabled={!formState.isDirty || formState.isSubmitting}>
          {t`Save configuration`}
        </Button>
        <Button variant="outline" disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset()}>
          {t`Discard changes`}
        </Button>
        {done && !formState.isDirty ? <span role="status">{t`Configuration saved.`}</span> : null}
      </div>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
    </form>
  );
}

/** /setting/system: the company's system config, grouped, every value typed and validated like the server does. */
export function SystemConfigPage() {
  const { data } = useSuspenseQuery(systemConfigQuery());
  return (
    <ScreenFrame>
      <SystemConfigEditor saved={data} />
    </ScreenFrame>
  );
}
