import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LabelResolution } from '../../../domain/locations/locations';
import type { ParsedScan } from '../../../domain/scan/parse-scan';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

const labelKeys = entityKeys('label');

/** Which kinds of scan can be a bin or a container of this warehouse. */
const LOOKED_UP: readonly ParsedScan['kind'][] = ['bin', 'container', 'plain'];

/** What a scanned bin or container label is here (zone, block, where a container stands); online only. */
export function ScanResolution({ code, kind }: { code: string; kind: ParsedScan['kind'] }) {
  const { t } = useLingui();
  const lookup = LOOKED_UP.includes(kind);
  const { data } = useQuery({
    queryKey: labelKeys.detail(code),
    queryFn: () => apiQuiet.get<LabelResolution>('/labels/resolve', { query: { code } }),
    enabled: lookup,
    staleTime: 60_000,
    retry: false,
  });
  if (!lookup || !data) return null;
  let text: string;
  if (data.kind === 'bin') {
    const { bin } = data;
    text = bin.blocked ? t`Bin ${bin.label} in zone ${bin.zoneCode}: blocked (${bin.blockedReason})` : t`Bin ${bin.label} in zone ${bin.zoneCode}, pick sequence ${bin.pickSequence}`;
  } else if (data.kind === 'container') {
    const { container } = data;
    text = container.binCode ? t`Container ${container.code} (${container.type}) in bin BIN-${container.binCode}` : t`Container ${container.code} (${container.type}), not in a bin`;
  } else {
    text = t`Not a bin or container of this warehouse`;
  }
  return (
    <span className="scan-resolution" data-testid="scan-resolution" data-resolved={data.kind}>
      {text}
    </span>
  );
}
