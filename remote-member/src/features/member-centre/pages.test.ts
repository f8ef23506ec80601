import { MENU_PAGES, resolvePage } from './pages';

it('lists only the built pages, in spec order', () => {
  expect(MENU_PAGES).toEqual(['securityCenter']);
});

it('sends a page this build lacks to the default page', () => {
  expect(resolvePage(undefined)).toBe('securityCenter');
  expect(resolvePage('messageV2')).toBe('securityCenter');
  expect(resolvePage('securityCenter')).toBe('securityCenter');
});
