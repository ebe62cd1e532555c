import { valibotResolver } from '@hookform/resolvers/valibot';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SkuFormInput, SkuFormSchema } from '../../../domain/skus/skus';
import { activateLocale } from '../../i18n/i18n';
import { BarcodeListField } from './barcode-list-field';

beforeAll(() => activateLocale('en'));
afterEach(cleanup);

function Harness({ barcodes }: { barcodes: SkuFormInput['barcodes'] }) {
  const { control, setValue, handleSubmit } = useForm<SkuFormInput>({ resolver: valibotResolver(SkuFormSchema), defaultValues: { barcodes } });
  return (
    <I18nProvider i18n={i18n}>
      <form onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
        <BarcodeListField control={control} setValue={setValue} />
        <button type="submit">Save</button>
      </form>
    </I18nProvider>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('barcode list field', () => {
  it('adds rows, detects the kind from what is typed and shows a wrong check digit on its row', () => {
    render(<Harness barcodes={[]} />);
    expect(screen.getByText('No barcodes yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add barcode' }));
    type('Barcode 1', '09506000134353');
    expect((screen.getByLabelText('Kind of barcode 1') as HTMLSelectElement).value).toBe('GTIN-14');
    expect(screen.getByText('Wrong check digit: a valid GTIN-14 ends in 2.')).toBeTruthy();
    expect(screen.getByLabelText('Barcode 1').getAttribute('aria-invalid')).toBe('true');
    type('Barcode 1', '09506000134352');
    expect(screen.queryByText(/Wrong check digit/)).toBeNull();
    type('Barcode 1', 'BOX-7');
    expect((screen.getByLabelText('Kind of barcode 1') as HTMLSelectElement).value).toBe('OTHER');
  });

  it('names a repeated barcode on submit and removes rows', async () => {
    render(<Harness barcodes={[{ kind: 'UPC-A', barcode: '036000291452' }, { kind: 'EAN-13', barcode: '0036000291452' }]} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('This barcode is in the list already.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove barcode 2' }));
    expect(screen.queryByLabelText('Barcode 2')).toBeNull();
  });
});
