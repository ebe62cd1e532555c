import { useLingui } from '@lingui/react/macro';

/**
 * What to do about a carrier's refusal (of rates or of a label), by its kind, in the user's language; the
 * carrier's own words are shown beside it.
 */
export function useCarrierAdvice() {
  const { t } = useLingui();
  return (kind: string): string =>
    ({
      credentials: t`Check this carrier's API key in Settings › Shipping API, then try again.`,
      address: t`Correct the address the carrier names on the order, then try again.`,
      timeout: t`The carrier did not answer in time. Try again: a label bought meanwhile is found, never bought twice.`,
      unavailable: t`The carrier cannot be reached now. Try again in a few minutes.`,
    })[kind] ?? t`Change what the carrier's message names, or choose another service, then try again.`;
}
