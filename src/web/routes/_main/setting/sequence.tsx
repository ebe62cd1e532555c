import { createFileRoute } from '@tanstack/react-router';
import { SequencePage } from '../../../features/settings/sequence-page';
import { sequencesQuery } from '../../../features/settings/settings-api';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/setting/sequence')({
  staticData: { page: 'setting-sequence' },
  beforeLoad: guardPage('setting-sequence'),
  loader: ({ context }) => context.queryClient.ensureQueryData(sequencesQuery()),
  component: SequencePage,
});
