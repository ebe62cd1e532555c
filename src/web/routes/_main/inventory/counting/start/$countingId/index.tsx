import { createFileRoute, useParams } from '@tanstack/react-router';
import { StartPage } from '../../../../../../features/counting/start/start-page';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/start/$countingId/')({
  staticData: { page: 'counting-start' },
  beforeLoad: guardPage('counting-start'),
  component: StartRoute,
});

function StartRoute() {
  const { countingId = '' } = useParams({ strict: false }) as { countingId?: string };
  return <StartPage key={countingId} countingId={countingId} />;
}
