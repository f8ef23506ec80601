import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Icon } from './icon';
import { ICON_NAMES } from './icons';

const sprite = readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');

it('the sprite holds one 512x512 symbol for every icon name, and nothing else', () => {
  const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 512 512">/g)].map((m) => m[1]);
  expect(ids.length).toBe((sprite.match(/<symbol /g) ?? []).length);
  expect([...ids].sort()).toEqual([...ICON_NAMES].sort());
  const drawn = ICON_NAMES.filter((name) => new RegExp(`<symbol id="${name}"[^>]*><path [^>]*d="[Mm]`).test(sprite));
  expect(drawn).toEqual([...ICON_NAMES]);
});

it('draws an icon from the sprite, decorative unless labelled', () => {
  const { container, rerender } = render(<Icon name="gift" size={24} />);
  const svg = container.querySelector('svg')!;
  expect(svg.querySelector('use')).toHaveAttribute('href', '/assets/icons.svg#gift');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('width', '24');
  rerender(<Icon name="crown" label="VIP" />);
  expect(container.querySelector('svg')).toHaveAttribute('role', 'img');
  expect(container.querySelector('svg')).toHaveAccessibleName('VIP');
  expect(container.querySelector('use')).toHaveAttribute('href', '/assets/icons.svg#crown');
});
