import { act, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { Footer } from './footer';

// Swiper itself is exercised in the browser (deploy/e2e/host-widgets.e2e.ts); here, when it loads.
jest.mock('./vendor-carousel', () => ({
  __esModule: true,
  default: ({ vendors }: { vendors: { code: string; name: string; logo: string }[] }) => (
    <ul data-testid="vendor-carousel">
      {vendors.map((v) => (
        <li key={v.code}>
          <img src={v.logo} alt={v.name} />
        </li>
      ))}
    </ul>
  ),
}));

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
    observed = cb;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});
beforeEach(() => {
  observed = null;
  Object.assign(window, { IntersectionObserver: FakeObserver });
});

const VENDORS = [
  { code: 'JL', name: 'JILI', logo: '/cdn/JL.png' },
  { code: 'PG', name: 'PG Soft', logo: '/cdn/PG.png' },
];

describe('footer', () => {
  it('loads the vendor carousel only when the footer nears the view, into a reserved strip', async () => {
    render(<Footer vendors={VENDORS} />);
    expect(screen.getByTestId('footer-vendors')).toBeEmptyDOMElement();
    expect(screen.getByText('Malta Gaming Authority')).toBeInTheDocument();
    // Nothing is watched before the page has settled (jsdom has no idle callback: 200 ms after the load).
    expect(observed).toBeNull();
    await waitFor(() => expect(observed).not.toBeNull());
    act(() => observed?.([{ isIntersecting: false }]));
    expect(screen.queryByTestId('vendor-carousel')).toBeNull();
    act(() => observed?.([{ isIntersecting: true }]));
    expect(await screen.findByTestId('vendor-carousel')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PG Soft' })).toHaveAttribute('src', '/cdn/PG.png');
  });

  it('has no strip without vendors', () => {
    render(<Footer />);
    expect(screen.queryByTestId('footer-vendors')).toBeNull();
  });
});
