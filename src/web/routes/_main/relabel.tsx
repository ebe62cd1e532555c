import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../ui/screen-frame';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_main/relabel')({
  staticData: { page: 'relabel' },
  beforeLoad: guardPage('relabel'),
  component: ScreenFrame,
});
