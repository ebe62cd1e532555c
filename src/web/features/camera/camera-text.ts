const GS = '\u001d';

/**
 * The decoded text in the form the scan parser reads. Code 128 already carries "]C1" for GS1-128
 * (ASSUME_GS1); a Data Matrix whose first codeword is FNC1 is GS1 Data Matrix, which ZXing returns
 * as a leading GS: the symbology identifier "]d2" says the same thing explicitly.
 */
export function scannedText(text: string, format: string): string {
  if (format === 'DATA_MATRIX' && text.startsWith(GS)) return `]d2${text.slice(1)}`;
  return text;
}
