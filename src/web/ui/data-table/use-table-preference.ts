import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  // React state set in the click itself: the query cache tells its observers a task later, and a
  // controlled checkbox drawn only from it springs back to its old state in between.
  const [chosen, setChosen] = useState<{ key: string; value: TablePreference } | null>(null);
  const save = useMutation({
    mutationFn: (value: TablePreference) => apiQuiet.put<TablePreference>(`/me/preferences/${key}`, value),
  });
  return {
    preference: (chosen?.key === key ? chosen.value : data) ?? null,
    save: (value: TablePreference) => {
      setChosen({ key, value });
      // A load still on its way would otherwise overwrite the user's choice.
      void queryClient.cancelQueries({ queryKey: preferenceKeys.detail(key) });
      queryClient.setQueryData(preferenceKeys.detail(key), value);
      save.mutate(value);
    },
  };
}
