import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import './virtual-rows.css';

/**
 * Up to this many rows are all rendered: cheap, and the browser's find-in-page sees them. Past it only
 * the rows in view (and a few around them) are in the DOM (issue 22: lists smooth at 10,000 rows).
 */
const RENDER_ALL_UP_TO = 60;
/** Rows rendered beyond each edge of the view, so a quick flick or Tab to the next row finds it there. */
const OVERSCAN = 8;
/** What the first render lays out before the box is measured: a tall phone screen of rows. */
const FIRST_VIEW = { width: 0, height: 900 };

interface VirtualRowsOptions {
  count: number;
  /** A row's height before it is measured, px. */
  estimate: number;
  /** Keeps each row's measured height with the row when rows are added or reordered. */
  keyOf: (index: number) => string;
  /** Flex gap between rows, px (lists laid out with `gap`). */
  gap?: number;
  /** Names the scrolling box for screen readers (it is a focusable region when virtual). */
  label: string;
}

export interface VirtualRows {
  /** Whether only a window of the rows is rendered (the box then scrolls by itself). */
  virtual: boolean;
  /** The `ref` of the element that scrolls; `scrollProps` go on it too (a focusable region when virtual). */
  scrollBox: (element: HTMLDivElement | null) => void;
  scrollProps: { className?: string; tabIndex?: number; role?: 'region'; 'aria-label'?: string };
  /** The indexes to render, in order. */
  indexes: number[];
  /** Height of the rows left out above and below the rendered ones, px. */
  before: number;
  after: number;
  /** Goes as `ref` on each rendered row, with `data-index` set to its index, to measure its real height. */
  measure: (node: Element | null) => void;
}

/** A row's height with its margins (cards on phones are spaced by margin). */
const outerHeight = (element: Element): number => {
  const style = getComputedStyle(element);
  return element.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
};

const noMeasure = () => undefined;

/**
 * The shared way a long list renders only what is visible (@tanstack/react-virtual): the list keeps its
 * own markup (table rows, list items) and puts spacers of `before` / `after` px around the rendered rows.
 */
export function useVirtualRows({ count, estimate, keyOf, gap = 0, label }: VirtualRowsOptions): VirtualRows {
  const [scrollElement, scrollBox] = useState<HTMLDivElement | null>(null);
  const virtual = count > RENDER_ALL_UP_TO;
  // No React Compiler here, and nothing memoised: the virtualizer's answers change with each scroll.
  // eslint-disable-next-line react-hooks/incompatible-library -- the rule warns of exactly that
  const virtualizer = useVirtualizer({
    count,
    enabled: virtual,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimate,
    getItemKey: keyOf,
    measureElement: outerHeight,
    gap,
    overscan: OVERSCAN,
    initialRect: FIRST_VIEW,
    // React 19 warns when a re-render is flushed from inside a layout effect; a frame later is fine.
    useFlushSync: false,
  });
  if (!virtual) return { virtual, scrollBox, scrollProps: {}, indexes: Array.from({ length: count }, (_, i) => i), before: 0, after: 0, measure: noMeasure };
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  return {
    virtual,
    scrollBox,
    scrollProps: { className: 'virtual-scroll', tabIndex: 0, role: 'region', 'aria-label': label },
    indexes: items.map((item) => item.index),
    before,
    after,
    measure: virtualizer.measureElement,
  };
}

/** A table row standing for `height` px of rows left out; nothing when nothing is left out. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="virtual-spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
