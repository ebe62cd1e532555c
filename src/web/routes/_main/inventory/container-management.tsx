import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/container-management')({
  staticData: { page: 'container-management' },
  beforeLoad: guardPage('container-management'),
  component: ScreenFrame,
});
