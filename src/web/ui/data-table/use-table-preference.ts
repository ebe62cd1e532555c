import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { type TablePreference, TablePreferenceSchema } from '../../../domain/preferences';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

const preferenceKeys = entityKeys('preference');

/**
 * The columns a user hid in one table, kept on the server so they follow the user to any device.
 * `null` until known (the table shows its defaults meanwhile); a save updates the screen at once.
 */
export function useTablePreference(tableId: string) {
  const key = `table.${tableId}`;
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: preferenceKeys.detail(key),
    queryFn: async () => {
      const parsed = v.safeParse(TablePreferenceSchema, await apiQuiet.get<unknown>(`/me/preferences/${key}`));
      return parsed.success ? parsed.output : null;
    },
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (value: TablePreference) => apiQuiet.put<TablePreference>(`/me/preferences/${key}`, value),
  });
  return {
    preference: data ?? null,
    save: (value: TablePreference) => {
      // In the click's own task: a checkbox drawn from this value would otherwise spring back until
      // the mutation's onMutate ran, and a load still on its way would overwrite the user's choice.
      void queryClient.cancelQueries({ queryKey: preferenceKeys.detail(key) });
      queryClient.setQueryData(preferenceKeys.detail(key), value);
      save.mutate(value);
    },
  };
}
