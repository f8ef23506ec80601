/**
 * A game's name in a tile: up to two lines, and the part that tells numbered variants apart ("Crystal Empress
 * Megaways 12" from "… 2") never cut, since a clamp would drop the end first. The full name is the button's label.
 */
import './game-name.css';

const TAIL = /^(.+?)\s+(\d+|[IVX]+)$/;

/** The name split before a trailing number or roman numeral, else whole. */
export function splitGameName(name: string): { base: string; tail?: string } {
  const m = TAIL.exec(name.trim());
  return m ? { base: m[1]!, tail: m[2]! } : { base: name };
}

export function GameName({ name, className }: { name: string; className: string }) {
  const { base, tail } = splitGameName(name);
  return (
    <span className={`gm-name ${className}`} title={name}>
      <span className="gm-name__base">{base}</span>
      {tail && <span className="gm-name__tail">{tail}</span>}
    </span>
  );
}
