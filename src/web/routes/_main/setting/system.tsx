import { createFileRoute } from '@tanstack/react-router';
import { systemConfigQuery } from '../../../features/settings/settings-api';
import { SystemConfigPage } from '../../../features/settings/system-config-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/setting/system')({
  staticData: { page: 'setting-system' },
  beforeLoad: guardPage('setting-system'),
  loader: ({ context }) => context.queryClient.ensureQueryData(systemConfigQuery()),
  component: SystemConfigPage,
});
