import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../../domain/lists/list-query';
import type { Tag, TagFormInput } from '../../../domain/tags/tags';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

export const tagKeys = entityKeys('tag');

export const tagListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: tagKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<Tag>>('/tags', { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });

export const createTag = (body: TagFormInput) => api.post<Tag>('/tags', body);
export const updateTag = (id: string, body: TagFormInput) => api.put<Tag>(`/tags/${id}`, body);
export const deleteTag = (id: string) => api.delete<null>(`/tags/${id}`);
