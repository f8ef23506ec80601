import type { HelpItem } from '@tessera/shared';
import { helpSections, sectionOf } from './help-sections';

// The shape of a captured real answer: tagged top-level items, untagged children, null colours.
const REAL: HelpItem[] = [
  { title: 'About US', content: '<p>About</p>', bgColor: null, lang: 'EN', display: true, tag: 'aboutus' },
  {
    title: 'Deposit',
    content: '<p>Deposit</p>',
    bgColor: null,
    lang: 'EN',
    display: true,
    tag: 'deposit',
    children: [{ title: 'Rupeelink Deposit Tutorial', content: '', bgColor: null, lang: 'EN', display: true, tag: null }],
  },
  { title: 'Hidden', content: '<p>x</p>', bgColor: null, lang: 'EN', display: false, tag: 'withdraw' },
  {
    title: 'FAQ',
    content: '<p>FAQ</p>',
    bgColor: null,
    lang: 'EN',
    display: true,
    tag: 'faqs',
    children: [
      { title: 'Q1', content: '<p>A1</p>', bgColor: null, lang: 'EN', display: true, tag: null },
      { title: 'Q2', content: '<p>A2</p>', bgColor: null, lang: 'EN', display: false, tag: null },
      { title: 'Licences', content: '<p>L</p>', bgColor: null, lang: 'EN', display: true, tag: 'licence' },
    ],
  },
];

describe('help sections', () => {
  it('keeps the shown items, nests their shown children and anchors each by tag or place', () => {
    const sections = helpSections(REAL);
    expect(sections.map((s) => s.anchor)).toEqual(['aboutus', 'deposit', 'faqs']);
    expect(sections[1]!.children).toEqual([{ anchor: 'deposit-1', title: 'Rupeelink Deposit Tutorial', content: '' }]);
    expect(sections[2]!.children.map((c) => c.anchor)).toEqual(['faqs-1', 'licence']);
  });

  it('finds the section of an anchor, a child\'s anchor leading to its parent', () => {
    const sections = helpSections(REAL);
    expect(sectionOf(sections, 'licence')?.anchor).toBe('faqs');
    expect(sectionOf(sections, 'deposit')?.anchor).toBe('deposit');
    expect(sectionOf(sections, null)?.anchor).toBe('aboutus');
    expect(sectionOf(sections, 'nothing')).toBeUndefined();
  });

  it('gives untagged or repeated tags an anchor of their own', () => {
    const sections = helpSections([
      { title: 'A', content: '', tag: null },
      { title: 'B', content: '', tag: 'x' },
      { title: 'C', content: '', tag: 'x' },
    ]);
    expect(sections.map((s) => s.anchor)).toEqual(['help-1', 'x', 'help-3']);
  });
});
