import { createFileRoute, notFound } from '@tanstack/react-router';
import { JOB_TYPES, type JobType } from '../../../../domain/job-center/job-types';
import { LazyCameraScanModal } from '../../../features/camera/lazy-camera-scan-modal';
import { JobStationPage } from '../../../features/job-center/job-station-page';
import { guardPage } from '../../../lib/navigation/guard';

const typeOf = (param: string): JobType | undefined => JOB_TYPES.find((type) => type === param.toLowerCase());

export const Route = createFileRoute('/_main/job-center/$type')({
  staticData: { page: 'job-center-action' },
  beforeLoad: (context) => {
    // An unknown station is a page that does not exist, whoever asks (a super admin passes every permission).
    if (!typeOf(context.params.type)) throw notFound();
    return guardPage('job-center-action')(context);
  },
  component: JobStationRoute,
});

function JobStationRoute() {
  const type = typeOf(Route.useParams().type)!;
  return <JobStationPage key={type} type={type} CameraModal={LazyCameraScanModal} />;
}
