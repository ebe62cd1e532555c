/**
 * The GS1 Application Identifiers this parser knows, and the two prefix tables that let it split an
 * element string it only partly understands. Sources: GS1 General Specifications section 3 (AI
 * definitions) and its table of element strings with a predefined length, and the GS1 Barcode
 * Syntax Dictionary (https://ref.gs1.org/tools/gs1-barcode-syntax-resource/).
 *
 * Only AIs whose data is one simple field are listed; composite ones (421, 7003, 8003, …) are
 * reported as unsupported rather than half-validated.
 */

export interface AiSpec {
  /** The AI's data title, used in messages ("AI (17) USE BY OR EXPIRY …"); empty when not listed. */
  title: string;
  /** 'N': digits only; 'X': GS1 AI encodable character set 82. */
  charset: 'N' | 'X';
  min: number;
  max: number;
  /** The data ends with a GS1 mod-10 check digit (GTIN, SSCC, GLN, …). */
  checkDigit: boolean;
  /** YYMMDD; 'day-optional' also accepts DD = 00 (day not given). */
  date: 'day-optional' | 'day-required' | null;
  /**
   * The data length is fixed by the AI's first two digits, so no separator follows it. Every other
   * AI, even one of fixed length such as (402), is ended by FNC1/GS or by the end of the data.
   */
  predefined: boolean;
}

/**
 * Data length of the AIs with a predefined length, by their first two digits (reserved prefixes
 * such as 03, 04, 14, 18, 19 included). Because the length follows from the prefix alone, a decoder
 * can step over an AI of these prefixes that it does not know, e.g. a newly allocated measure 31nn.
 */
const PREDEFINED_LENGTH: Readonly<Record<string, number>> = {
  '00': 18, '01': 14, '02': 14, '03': 14, '04': 16,
  '11': 6, '12': 6, '13': 6, '14': 6, '15': 6, '16': 6, '17': 6, '18': 6, '19': 6, '20': 2,
  '31': 6, '32': 6, '33': 6, '34': 6, '35': 6, '36': 6, '41': 13,
};

/** How many digits an AI has, by its first two digits (all AIs sharing two leading digits share a length). */
const AI_LENGTH_RANGES: readonly (readonly [from: number, to: number, length: number])[] = [
  [0, 4, 2], [10, 22, 2], [23, 25, 3], [30, 30, 2], [31, 36, 4], [37, 37, 2], [39, 39, 4],
  [40, 42, 3], [43, 43, 4], [70, 70, 4], [71, 71, 3], [72, 72, 4], [80, 82, 4], [90, 99, 2],
];

/** The number of digits of an AI starting with these two digits, or null when no AI starts so. */
export function aiLength(firstTwoDigits: string): number | null {
  if (!/^\d\d$/.test(firstTwoDigits)) return null;
  const n = Number(firstTwoDigits);
  return AI_LENGTH_RANGES.find(([from, to]) => n >= from && n <= to)?.[2] ?? null;
}

/**
 * AI or AI range, format, title. Format: charset N/X, then a fixed length ("N18") or a maximum
 * ("X..20"); "+key" adds the check digit, "+date" a YYMMDD date that may leave the day as 00,
 * "+date!" one that must give the day.
 */
const DEFINITIONS: readonly (readonly [ais: string, format: string, title: string])[] = [
  ['00', 'N18+key', 'SSCC'],
  ['01', 'N14+key', 'GTIN'],
  ['02', 'N14+key', 'CONTENT'],
  ['10', 'X..20', 'BATCH/LOT'],
  ['11', 'N6+date', 'PROD DATE'],
  ['12', 'N6+date', 'DUE DATE'],
  ['13', 'N6+date', 'PACK DATE'],
  ['15', 'N6+date', 'BEST BEFORE'],
  ['16', 'N6+date', 'SELL BY'],
  ['17', 'N6+date', 'USE BY OR EXPIRY'],
  ['20', 'N2', 'VARIANT'],
  ['21', 'X..20', 'SERIAL'],
  ['22', 'X..20', 'CPV'],
  ['235', 'X..28', 'TPX'],
  ['240', 'X..30', 'ADDITIONAL ID'],
  ['241', 'X..30', 'CUST. PART No.'],
  ['242', 'N..6', 'MTO VARIANT'],
  ['243', 'X..20', 'PCN'],
  ['250', 'X..30', 'SECONDARY SERIAL'],
  ['251', 'X..30', 'REF. TO SOURCE'],
  ['254', 'X..20', 'GLN EXTENSION COMPONENT'],
  ['30', 'N..8', 'VAR. COUNT'],
  ['37', 'N..8', 'COUNT'],
  ['3900-3909', 'N..15', 'AMOUNT'],
  ['3920-3929', 'N..15', 'PRICE'],
  ['400', 'X..30', 'ORDER NUMBER'],
  ['401', 'X..30', 'GINC'],
  ['402', 'N17+key', 'GSIN'],
  ['403', 'X..30', 'ROUTE'],
  ['410-417', 'N13+key', 'GLN'],
  ['420', 'X..20', 'SHIP TO POST'],
  ['422', 'N3', 'ORIGIN'],
  ['7001', 'N13', 'NSN'],
  ['7002', 'X..30', 'MEAT CUT'],
  ['7006', 'N6+date!', 'FIRST FREEZE DATE'],
  ['7020', 'X..20', 'REFURB LOT'],
  ['7021', 'X..20', 'FUNC STAT'],
  ['7022', 'X..20', 'REV STAT'],
  ['7023', 'X..30', 'GIAI - ASSEMBLY'],
  ['710-715', 'X..20', 'NHRN'],
  ['7240', 'X..20', 'PROTOCOL'],
  ['8002', 'X..20', 'CMT No.'],
  ['8004', 'X..30', 'GIAI'],
  ['8005', 'N6', 'PRICE PER UNIT'],
  ['8012', 'X..20', 'VERSION'],
  ['8017-8018', 'N18+key', 'GSRN'],
  ['8019', 'N..10', 'SRIN'],
  ['8020', 'X..25', 'REF No.'],
  ['8200', 'X..70', 'PRODUCT URL'],
  ['90', 'X..30', 'INTERNAL'],
  ['91-99', 'X..90', 'INTERNAL'],
];

/** Trade and logistic measures (31nn-36nn): three-digit stems, then the number of decimals, 0-5. */
const MEASURE_STEMS = ['310-316', '320-337', '340-357', '360-369'];

function expand(range: string): string[] {
  const [from = '', to = from] = range.split('-');
  const out: string[] = [];
  for (let n = Number(from); n <= Number(to); n++) out.push(String(n).padStart(from.length, '0'));
  return out;
}

function toSpec(format: string, title: string, ai: string): AiSpec {
  const match = /^([NX])(\.\.)?(\d+)(\+key|\+date!?)?$/.exec(format);
  if (!match) throw new Error(`Bad AI format ${format}`);
  const [, charset, variable, length, flag] = match;
  return {
    title,
    charset: charset as 'N' | 'X',
    min: variable ? 1 : Number(length),
    max: Number(length),
    checkDigit: flag === '+key',
    date: flag === '+date' ? 'day-optional' : flag === '+date!' ? 'day-required' : null,
    predefined: PREDEFINED_LENGTH[ai.slice(0, 2)] !== undefined,
  };
}

const KNOWN = new Map<string, AiSpec>();
for (const [ais, format, title] of DEFINITIONS) {
  for (const ai of expand(ais)) KNOWN.set(ai, toSpec(format, title, ai));
}
for (const stem of MEASURE_STEMS.flatMap(expand)) {
  for (let decimals = 0; decimals <= 5; decimals++) KNOWN.set(`${stem}${decimals}`, toSpec('N6', 'MEASURE', stem));
}

/**
 * The spec of an AI. An AI this table does not list but whose prefix has a predefined length (a
 * reserved or newly allocated one) is still returned, as digits of that length, so that the rest of
 * the element string can be read; anything else is unknown (null).
 */
export function lookupAi(ai: string): AiSpec | null {
  const known = KNOWN.get(ai);
  if (known) return known;
  const length = PREDEFINED_LENGTH[ai.slice(0, 2)];
  if (length === undefined || aiLength(ai.slice(0, 2)) !== ai.length) return null;
  return { title: '', charset: 'N', min: length, max: length, checkDigit: false, date: null, predefined: true };
}
