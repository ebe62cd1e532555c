import { useLingui } from '@lingui/react/macro';
import { describeGs1Fields } from '../../../domain/scan/gs1-fields';
import type { ParsedScan } from '../../../domain/scan/parse-scan';
import { gs1FieldName, gs1FieldValue } from './gs1-field-text';

/** Every field of a GS1 scan (or the GTIN of a product barcode) by name, with its value in readable form. */
export function Gs1FieldList({ parsed }: { parsed: ParsedScan }) {
  const { i18n } = useLingui();
  const elements = parsed.kind === 'gs1' ? parsed.elements : parsed.kind === 'gtin' ? [{ ai: '01', value: parsed.code }] : null;
  if (!elements) return null;
  return (
    <dl className="gs1-fields" data-testid="gs1-fields">
      {describeGs1Fields(elements).map((field) => (
        <div key={field.ai}>
          <dt>{gs1FieldName(i18n, field)}</dt>
          <dd>{gs1FieldValue(i18n, field)}</dd>
        </div>
      ))}
    </dl>
  );
}
