import { describe, expect, it } from 'vitest';
import { parseScan } from './parse-scan';
import { type WedgeAction, type WedgeDetector, createWedgeDetector } from './wedge';

/**
 * Key traces of GS1 codes as a scanner in keyboard mode types them: one keydown every 5-10 ms, Shift
 * before capitals, and each FNC1 separator as Ctrl+] (Control, then "]" with ctrlKey) or as the
 * substitute character "~" the scanner was set to send. [time in ms, KeyboardEvent.key, ctrlKey].
 */
type Trace = readonly (readonly [time: number, key: string, ctrlKey?: boolean])[];

const CTRL_BRACKET: Trace = [
  [1000, ']'], [1006, 'd'], [1015, '2'], [1020, '0'], [1028, '1'], [1038, '0'], [1045, '9'], [1051, '5'],
  [1056, '0'], [1065, '6'], [1073, '0'], [1079, '0'], [1088, '0'], [1093, '1'], [1101, '3'], [1111, '4'],
  [1118, '3'], [1124, '5'], [1129, '2'], [1138, '1'], [1146, '0'], [1152, 'Shift'], [1161, 'L'], [1166, 'Shift'],
  [1174, 'O'], [1184, 'Shift'], [1191, 'T'], [1197, '4'], [1202, '2'], [1211, 'Shift'], [1219, 'A'],
  [1225, 'Control', true], [1234, ']', true], [1239, '1'], [1247, '7'], [1257, '2'], [1264, '7'], [1270, '0'],
  [1275, '6'], [1284, '0'], [1292, '0'], [1298, 'Enter'],
];

const SUBSTITUTE: Trace = [
  [5000, ']'], [5005, 'Shift'], [5013, 'C'], [5023, '1'], [5030, '0'], [5036, '1'], [5041, '0'], [5050, '9'],
  [5058, '5'], [5064, '0'], [5073, '6'], [5078, '0'], [5086, '0'], [5096, '0'], [5103, '1'], [5109, '3'],
  [5114, '4'], [5123, '3'], [5131, '5'], [5137, '2'], [5146, '2'], [5151, '1'], [5159, 'Shift'], [5169, 'S'],
  [5176, 'Shift'], [5182, 'N'], [5187, '-'], [5196, '0'], [5204, '0'], [5210, '0'], [5219, '1'], [5224, '~'],
  [5232, '1'], [5242, '0'], [5249, 'Shift'], [5255, 'B'], [5260, '7'], [5269, 'Enter'],
];

const MIXED: Trace = [
  [9000, ']'], [9006, 'd'], [9015, '2'], [9020, '0'], [9028, '1'], [9038, '0'], [9045, '9'], [9051, '5'],
  [9056, '0'], [9065, '6'], [9073, '0'], [9079, '0'], [9088, '0'], [9093, '1'], [9101, '3'], [9111, '4'],
  [9118, '3'], [9124, '5'], [9129, '2'], [9138, '1'], [9146, '0'], [9152, 'Shift'], [9161, 'L'], [9166, 'Shift'],
  [9174, 'O'], [9184, 'Shift'], [9191, 'T'], [9197, '4'], [9202, '2'], [9211, 'Shift'], [9219, 'A'],
  [9225, 'Control', true], [9234, ']', true], [9239, '2'], [9247, '1'], [9257, 'Shift'], [9264, 'S'],
  [9270, 'Shift'], [9275, 'N'], [9284, '0'], [9292, '0'], [9298, '0'], [9307, '1'], [9312, '~'], [9320, '1'],
  [9330, '7'], [9337, '2'], [9343, '6'], [9348, '1'], [9357, '2'], [9365, '3'], [9371, '1'], [9380, 'Enter'],
];

const GS = '\u001d';

function replay(detector: WedgeDetector, trace: Trace): WedgeAction[] {
  return trace.map(([time, key, ctrlKey]) => detector.push({ key, time, ctrlKey }));
}

/** The one scan a trace produced; fails when a key was given back or a second scan appeared. */
function onlyScan(actions: WedgeAction[]): string {
  expect(actions.filter((action) => action.type === 'abandon')).toEqual([]);
  const scans = actions.flatMap((action) => (action.type === 'scan' ? [action.code] : []));
  expect(scans).toHaveLength(1);
  return scans[0]!;
}

describe('wedge: GS1 separators stay inside the scan', () => {
  it('keeps a GS typed as Ctrl+]: the lot, then the expiry, arrive whole', () => {
    const code = onlyScan(replay(createWedgeDetector(), CTRL_BRACKET));
    expect(code).toBe(`]d2010950600013435210LOT42A${GS}17270600`);
    // Day 00 is the last day of that month (GS1 General Specifications, AI 17).
    expect(parseScan(code, { referenceYear: 2026 })).toMatchObject({ kind: 'gs1', gtin: '09506000134352', lot: 'LOT42A', expiry: '2027-06-30' });
  });

  it('reads the configured substitute as GS: the serial, then the lot, arrive whole', () => {
    const code = onlyScan(replay(createWedgeDetector({ groupSeparator: '~' }), SUBSTITUTE));
    expect(code).toBe(`]C1010950600013435221SN-0001${GS}10B7`);
    expect(parseScan(code, { referenceYear: 2026 })).toMatchObject({ kind: 'gs1', serial: 'SN-0001', lot: 'B7' });
  });

  it('takes Ctrl+] and the substitute mixed in one scan', () => {
    const code = onlyScan(replay(createWedgeDetector({ groupSeparator: '~' }), MIXED));
    expect(code).toBe(`]d2010950600013435210LOT42A${GS}21SN0001${GS}17261231`);
    expect(parseScan(code, { referenceYear: 2026 })).toMatchObject({ lot: 'LOT42A', serial: 'SN0001', expiry: '2026-12-31' });
  });

  it('without a substitute configured, "~" is an ordinary character of the code', () => {
    const code = onlyScan(replay(createWedgeDetector(), SUBSTITUTE));
    expect(code).toBe(']C1010950600013435221SN-0001~10B7');
  });

  it('takes a GS character sent as such', () => {
    const detector = createWedgeDetector();
    const keys = [...'10AB', GS, ...'21C7', 'Enter'];
    const actions = keys.map((key, i) => detector.push({ key, time: i * 7 }));
    expect(actions.at(-1)).toEqual({ type: 'scan', code: `10AB${GS}21C7` });
  });
});

describe('wedge: GS typed by a person', () => {
  it('gives a slowly typed substitute back as the character typed', () => {
    const detector = createWedgeDetector({ groupSeparator: '~' });
    expect(detector.push({ key: '~', time: 0 })).toEqual({ type: 'capture' });
    expect(detector.tick(35)).toEqual({ type: 'abandon', keys: ['~'], current: 'none' });
  });

  it('replays nothing for a Ctrl+] that started no scan', () => {
    const detector = createWedgeDetector();
    detector.push({ key: 'a', time: 0 });
    expect(detector.push({ key: ']', time: 8, ctrlKey: true })).toEqual({ type: 'capture' });
    expect(detector.tick(200)).toEqual({ type: 'abandon', keys: ['a'], current: 'none' });
  });

  it('still lets other Ctrl shortcuts break a burst', () => {
    const detector = createWedgeDetector();
    detector.push({ key: 'a', time: 0 });
    expect(detector.push({ key: 'v', time: 8, ctrlKey: true })).toEqual({ type: 'abandon', keys: ['a'], current: 'none' });
  });

  it.each([{ prefix: '|' }, { suffix: '|' }, { groupSeparator: 'ab' }, { groupSeparator: '\t' }])('refuses a substitute that is not one free printable character: %j', (config) => {
    expect(() => createWedgeDetector({ groupSeparator: '|', ...config })).toThrow(/groupSeparator/);
  });
});
