import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { JobDestination } from '../../../domain/job-center/job-types';
import { SECOND_FACTOR_POLICIES, SYSTEM_CONFIG, type SystemConfigForm, type SystemConfigKey } from '../../../domain/settings/system-config';
import { fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { DESTINATION_LABELS } from '../job-center/public';

const CONFIG_LABELS: Record<SystemConfigKey, MessageDescriptor> = {
  'general.timeZone': msg`Company time zone`,
  'general.appUrl': msg`Address users open (for links in mails)`,
  'sessions.idleMinutes': msg`Sign out after this many idle minutes`,
  'sessions.maxDays': msg`Longest session (days)`,
  'security.secondFactor': msg`Second factor`,
  'accounts.invitationHours': msg`Invitation link valid for (hours)`,
  'accounts.resetMinutes': msg`Password reset link valid for (minutes)`,
  'scanner.maxInterKeyMs': msg`Default keystroke gap of scanners (ms)`,
  'scanner.minLength': msg`Default minimum scan length`,
  'scanner.duplicateWindowMs': msg`Default duplicate window (ms)`,
  'shipping.gs1CompanyPrefix': msg`GS1 company prefix (for carton SSCCs)`,
  'shipping.ssccExtension': msg`SSCC extension digit`,
  'shipping.originCountry': msg`Country shipped from (two letters, e.g. US; shipments to other countries get customs lines)`,
  'jobCenter.qcPass': msg`A unit that passes QC goes to`,
  'jobCenter.qcFail': msg`A unit that fails QC goes to (unless its error code says otherwise)`,
  'jobCenter.repairDone': msg`A repaired unit goes to`,
  'jobCenter.cleanDone': msg`A cleaned unit goes to`,
};

const ROUTING_KEYS = ['jobCenter.qcPass', 'jobCenter.qcFail', 'jobCenter.repairDone', 'jobCenter.cleanDone'] as const;
const isRoutingKey = (key: SystemConfigKey): key is (typeof ROUTING_KEYS)[number] => (ROUTING_KEYS as readonly string[]).includes(key);

const POLICY_LABELS: Record<(typeof SECOND_FACTOR_POLICIES)[number], MessageDescriptor> = {
  optional: msg`Optional`,
  'required-for-admins': msg`Required for administrators`,
  'required-for-all': msg`Required for everyone`,
};

function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** One system config value, with the input its type calls for. */
export function SystemConfigField({ name, control }: { name: SystemConfigKey; control: Control<SystemConfigForm> }) {
  const { i18n } = useLingui();
  const label = i18n._(CONFIG_LABELS[name]);
  const id = `config-${name.replace('.', '-')}`;
  const policyOptions = useMemo(() => SECOND_FACTOR_POLICIES.map((policy) => ({ value: policy, label: i18n._(POLICY_LABELS[policy]) })), [i18n]);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const common = { id, label, onBlur: field.onBlur, error: fieldErrorText(fieldState.error) };
        if (name === 'general.timeZone') {
          const value = String(field.value);
          return <SelectField {...common} value={value} onChange={field.onChange} options={timeZones(value).map((zone) => ({ value: zone, label: zone }))} />;
        }
        if (name === 'general.appUrl') {
          return <TextField {...common} type="url" inputMode="url" autoComplete="url" maxLength={200} value={String(field.value)} onChange={field.onChange} />;
        }
        if (name === 'shipping.gs1CompanyPrefix') {
          return <TextField {...common} inputMode="numeric" maxLength={12} value={String(field.value)} onChange={field.onChange} />;
        }
        if (name === 'shipping.originCountry') {
          return <TextField {...common} maxLength={2} value={String(field.value)} onChange={field.onChange} />;
        }
        if (isRoutingKey(name)) {
          const options = (SYSTEM_CONFIG[name].schema.options as readonly JobDestination[]).map((to) => ({ value: to, label: i18n._(DESTINATION_LABELS[to]) }));
          return <SelectField {...common} value={String(field.value)} onChange={field.onChange} options={options} />;
        }
        if (name === 'security.secondFactor') {
          return <SelectField {...common} value={String(field.value)} onChange={field.onChange} options={policyOptions} />;
        }
        return <NumberField {...common} value={Number(field.value)} onChange={field.onChange} />;
      }}
    />
  );
}
