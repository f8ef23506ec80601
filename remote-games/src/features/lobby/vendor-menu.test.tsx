import { initI18n, type VendorCard } from '@tessera/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { VendorMenu } from './vendor-menu';

const vendor = (code: string): VendorCard => ({ vassalage: code, displayName: `Vendor ${code}`, gameType: 'RNG', isHot: 0 });
const vendors = ['JL', 'PG', 'JDB'].map(vendor);

let scrolled: string[];
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.getAttribute('title') ?? '');
  };
});

it('leaves the untouched strip alone for its first vendor, and brings any other chosen vendor into view', () => {
  const { rerender } = render(<VendorMenu vendors={vendors} selected="JL" onSelect={jest.fn()} />);
  expect(scrolled).toEqual([]);
  rerender(<VendorMenu vendors={vendors} selected="JDB" onSelect={jest.fn()} />);
  expect(scrolled).toEqual(['Vendor JDB']);
});

it('brings the first vendor back into view once the strip has been scrolled', () => {
  const { rerender } = render(<VendorMenu vendors={vendors} selected="PG" onSelect={jest.fn()} />);
  expect(scrolled).toEqual(['Vendor PG']);
  fireEvent.scroll(screen.getByRole('list'));
  rerender(<VendorMenu vendors={vendors} selected="JL" onSelect={jest.fn()} />);
  expect(scrolled).toEqual(['Vendor PG', 'Vendor JL']);
});
