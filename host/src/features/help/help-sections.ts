/**
 * The help centre's items as the page shows them. The gateway sends top-level items with a tag (`aboutus`,
 * `deposit`, `withdraw`, `game`, `faqs` in the real answer) and nested `children`, most without one
 * (docs/gateway.md#content-calls); items the back office hid (`display: false`) are left out.
 */
import type { HelpItem } from '@tessera/shared';

export interface HelpEntry {
  /** The element id and `/help#…` anchor: the item's tag, else one derived from its place. */
  anchor: string;
  title: string;
  /** Gateway HTML, sanitised where shown. */
  content: string;
}

export interface HelpSection extends HelpEntry {
  children: HelpEntry[];
}

const shown = (item: HelpItem) => item.display !== false;

export function helpSections(items: readonly HelpItem[]): HelpSection[] {
  const used = new Set<string>();
  // A tag names one place only: a second item with the same tag gets a positional anchor.
  const anchorOf = (tag: HelpItem['tag'], fallback: string) => {
    const anchor = tag && !used.has(tag) ? tag : fallback;
    used.add(anchor);
    return anchor;
  };
  return items.filter(shown).map((item, i) => {
    const anchor = anchorOf(item.tag, `help-${i + 1}`);
    return {
      anchor,
      title: item.title,
      content: item.content,
      children: (item.children ?? []).filter(shown).map((child, j) => ({ anchor: anchorOf(child.tag, `${anchor}-${j + 1}`), title: child.title, content: child.content })),
    };
  });
}

/** The section an anchor belongs to: its own, or the one holding the child it names. */
export function sectionOf(sections: readonly HelpSection[], anchor: string | null | undefined): HelpSection | undefined {
  if (!anchor) return sections[0];
  return sections.find((s) => s.anchor === anchor || s.children.some((c) => c.anchor === anchor));
}
