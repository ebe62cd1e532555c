import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { PRINTER_SORTS } from '../../../../domain/printing/list-keys';
import { PrinterListPage } from '../../../features/printing/printer-list-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/setting/printers')({
  validateSearch: listSearch(PRINTER_SORTS, ['active']),
  staticData: { page: 'setting-printers' },
  beforeLoad: guardPage('setting-printers'),
  component: PrintersRoute,
});

function PrintersRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <PrinterListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
