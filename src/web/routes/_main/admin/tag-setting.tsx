import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { TAG_SORTS } from '../../../../domain/tags/tags';
import { TagListPage } from '../../../features/tags/tag-list-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/admin/tag-setting')({
  validateSearch: listSearch(TAG_SORTS, ['active']),
  staticData: { page: 'admin-tag-setting' },
  beforeLoad: guardPage('admin-tag-setting'),
  component: TagsRoute,
});

function TagsRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <TagListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
