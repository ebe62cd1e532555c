// Loaded with the label sheet only: the Code 128 encoder of bwip-js, tree-shaken to that symbology.
import { code128, drawingSVG } from 'bwip-js/browser';

/** A Code 128 symbol as SVG markup (vector: sharp at any label size and printer resolution). */
export function code128Svg(text: string): string {
  return code128({ bcid: 'code128', text, scale: 2, height: 12, includetext: false, paddingwidth: 0, paddingheight: 0 }, drawingSVG());
}
