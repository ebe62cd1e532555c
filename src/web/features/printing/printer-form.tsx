import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LABEL_SIZES, PRINTER_DPIS, type LabelSize } from '../../../domain/printing/label-sizes';
import { DEFAULT_PRINTER_PORT, type Printer, type PrinterFormInput, PrinterFormSchema, type PrinterFormValues } from '../../../domain/printing/printers';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckField, FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { LABEL_SIZE_NAMES } from './label-size-names';
import { createPrinter, printerKeys, updatePrinter } from './printers-api';

const FIELDS = ['name', 'host', 'port', 'labelSize', 'dpi'] as const;

/** Add or edit a network label printer (ZPL over raw TCP); validated with the schema the server uses. */
export function PrinterForm({ printer, onDone, onCancel }: { printer?: Printer | undefined; onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<PrinterFormInput, unknown, PrinterFormValues>({
    resolver: valibotResolver(PrinterFormSchema),
    defaultValues: printer
      ? { name: printer.name, host: printer.host, port: printer.port, labelSize: printer.labelSize, dpi: printer.dpi, active: printer.active }
      : { name: '', host: '', port: DEFAULT_PRINTER_PORT, labelSize: '2x1in', dpi: 203, active: true },
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await (printer ? updatePrinter(printer.id, values) : createPrinter(values));
      await queryClient.invalidateQueries({ queryKey: printerKeys.all });
      onDone();
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Printer`}>
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => <TextField id="printer-name" label={t`Name`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={60} error={fieldErrorText(fieldState.error)} />}
      />
      <Controller
        name="host"
        control={control}
        render={({ field, fieldState }) => (
          <TextField id="printer-host" label={t`Host name or IPv4 address`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} autoComplete="off"
            error={fieldState.error ? t`Enter a host name (zebra-dock1.local) or an IPv4 address (10.0.0.15).` : undefined} />
        )}
      />
      <Controller
        name="port"
        control={control}
        render={({ field, fieldState }) => (
          <NumberField id="printer-port" label={t`Port`} value={field.value ?? DEFAULT_PRINTER_PORT} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
        )}
      />
      <Controller
        name="labelSize"
        control={control}
        render={({ field }) => (
          <SelectField id="printer-size" label={t`Label size`} value={field.value} onChange={(value) => field.onChange(value as LabelSize)}
            options={LABEL_SIZES.map((size) => ({ value: size, label: i18n._(LABEL_SIZE_NAMES[size]) }))} />
        )}
      />
      <Controller
        name="dpi"
        control={control}
        render={({ field }) => (
          <SelectField id="printer-dpi" label={t`Resolution`} value={String(field.value)} onChange={(value) => field.onChange(Number(value))}
            options={PRINTER_DPIS.map((dpi) => ({ value: String(dpi), label: t`${dpi} dpi` }))} />
        )}
      />
      <Controller name="active" control={control} render={({ field }) => <CheckField id="printer-active" label={t`Active (devices can pick it)`} checked={field.value} onChange={field.onChange} />} />
      <FormActions error={problem} submitLabel={printer ? t`Save changes` : t`Add printer`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
