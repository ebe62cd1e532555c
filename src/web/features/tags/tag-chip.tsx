import { readableTextColour } from '../../../domain/tags/contrast';
import './tags.css';

/** A tag as it shows on an item: its colour, with black or white text, whichever contrasts more. */
export function TagChip({ name, colour }: { name: string; colour: string }) {
  return (
    <span className="tag-chip" style={{ backgroundColor: colour, color: readableTextColour(colour) }}>
      {name}
    </span>
  );
}
