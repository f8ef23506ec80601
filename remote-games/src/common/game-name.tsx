/**
 * A game's name in a tile: up to two lines, and the part that tells numbered variants apart ("Crystal Empress
 * Megaways 12" from "… 2") never cut, since a clamp would drop the end first. Lines break between words only,
 * so the clamp's ellipsis falls after a whole word ("Crystal Empress…"), never mid-word; only a single word wider
 * than the tile is cut, with its own ellipsis. Words come from Intl.Segmenter, so a Thai or Chinese name, written
 * without spaces, breaks between its words too. The full name is the button's label.
 */
import { Fragment } from 'react';
import './game-name.css';

const TAIL = /^(.+?)\s+(\d+|[IVX]+)$/;

/** The name split before a trailing number or roman numeral, else whole. */
export function splitGameName(name: string): { base: string; tail?: string } {
  const m = TAIL.exec(name.trim());
  return m ? { base: m[1]!, tail: m[2]! } : { base: name };
}

export interface NameWord {
  word: string;
  /** Whether a space follows it (a Thai or Chinese word has none, yet a line may still break after it). */
  space: boolean;
}

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'word' }) : undefined;

/**
 * The words a line may break between: punctuation stays with the word it touches ("Mahjong-Ways", "(New)"), and two
 * words touching without a space (Thai, Chinese) part. Without Intl.Segmenter, words are what spaces separate.
 */
export function nameWords(text: string): NameWord[] {
  const segments = segmenter ? [...segmenter.segment(text)] : text.split(/(\s+)/).map((segment) => ({ segment, isWordLike: true }));
  const out: NameWord[] = [];
  let afterWord = false;
  for (const { segment, isWordLike } of segments) {
    if (!segment) continue;
    const last = out[out.length - 1];
    if (/^\s+$/.test(segment)) {
      if (last) last.space = true;
      afterWord = false;
      continue;
    }
    if (last && !last.space && !(isWordLike && afterWord)) last.word += segment;
    else out.push({ word: segment, space: false });
    afterWord = !!isWordLike;
  }
  return out;
}

export function GameName({ name, className }: { name: string; className: string }) {
  const { base, tail } = splitGameName(name);
  const words = nameWords(base);
  return (
    <span className={`gm-name ${className}`} title={name}>
      <span className="gm-name__base">
        {words.map(({ word, space }, i) => (
          <Fragment key={i}>
            <span className="gm-name__word">{word}</span>
            {i < words.length - 1 && (space ? ' ' : <wbr />)}
          </Fragment>
        ))}
      </span>
      {tail && <span className="gm-name__tail">{tail}</span>}
    </span>
  );
}
