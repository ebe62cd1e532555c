/**
 * CSV as spreadsheets write it (RFC 4180 plus what Excel does): quoted fields with `""` for a quote and
 * line breaks inside quotes, an optional UTF-8 BOM, `,` or `;` as separator (Excel in many European
 * locales writes `;`), CRLF or LF line ends. Used by every import, so SKUs and bins read files alike.
 */

export const IMPORT_MAX_ROWS = 5000;
/** About 5,000 rows of a dozen columns, with room to spare. */
export const IMPORT_MAX_CHARS = 2_000_000;

export interface CsvRecord {
  /** 1-based line of the file where the record starts (the header is line 1), as an editor shows it. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  separator: ',' | ';';
  header: string[];
  records: CsvRecord[];
}

export type CsvProblem = 'empty' | 'too_large' | 'too_many_rows' | 'unclosed_quote';

export class CsvError extends Error {
  constructor(
    readonly problem: CsvProblem,
    message: string,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/** The separator of the header line: whichever of `;` and `,` occurs more often outside quotes. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Splits the text into records of cells, tracking the line each record starts on. */
function records(text: string, separator: string): CsvRecord[] {
  const out: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is no record (files often end with one or two).
    if (cells.length > 1 || cells[0]!.trim() !== '') out.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
  }
  if (quoted) throw new CsvError('unclosed_quote', `A quoted field opened on line ${start} is never closed.`);
  if (cell !== '' || cells.length > 0) endRecord();
  return out;
}

export function parseCsv(input: string, limits: { maxRows?: number; maxChars?: number } = {}): CsvTable {
  const maxRows = limits.maxRows ?? IMPORT_MAX_ROWS;
  const maxChars = limits.maxChars ?? IMPORT_MAX_CHARS;
  if (input.length > maxChars) throw new CsvError('too_large', `The file is too large (at most ${maxChars} characters).`);
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const [head, ...rest] = records(text, separator);
  if (!head) throw new CsvError('empty', 'The file is empty.');
  if (rest.length > maxRows) throw new CsvError('too_many_rows', `The file has ${rest.length} rows; at most ${maxRows} can be imported at once.`);
  return { separator, header: head.cells.map((name) => name.trim()), records: rest };
}

/** One line of CSV (for templates): cells quoted only where needed. */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
}
