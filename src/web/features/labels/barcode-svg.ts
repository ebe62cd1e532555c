// Loaded with the label sheet and the shipping label only: the Code 128 and GS1-128 encoders of bwip-js, tree-shaken to those symbologies.
import { code128, drawingSVG, gs1_128 } from 'bwip-js/browser';

/** A Code 128 symbol as SVG markup (vector: sharp at any label size and printer resolution). */
export function code128Svg(text: string): string {
  return code128({ bcid: 'code128', text, scale: 2, height: 12, includetext: false, paddingwidth: 0, paddingheight: 0 }, drawingSVG());
}

/** A GS1-128 symbol (FNC1 and the application identifiers in brackets, "(00)…"), as SVG markup. */
export function gs1_128Svg(text: string): string {
  return gs1_128({ bcid: 'gs1-128', text, scale: 2, height: 14, includetext: false, paddingwidth: 0, paddingheight: 0 }, drawingSVG());
}
