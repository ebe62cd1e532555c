import { describe, expect, it } from 'vitest';
import { parseScan } from '../../../domain/scan/parse-scan';
import { scannedText } from './camera-text';

describe('scannedText', () => {
  it('marks a GS1 Data Matrix (leading FNC1, returned as GS) so the parser reads its element strings', () => {
    const text = scannedText('\u001d0109506000134352\u001d10ABC123', 'DATA_MATRIX');
    expect(text.startsWith(']d2')).toBe(true);
    expect(parseScan(text)).toMatchObject({ kind: 'gs1' });
  });

  it('leaves a plain Data Matrix and every other symbology as read', () => {
    expect(scannedText('BIN-A-01-02', 'DATA_MATRIX')).toBe('BIN-A-01-02');
    expect(scannedText('\u001dXYZ', 'QR_CODE')).toBe('\u001dXYZ');
  });
});
