import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n, type CountryEntry } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { CLOSE_AFTER_BLUR_MS, DialCodePicker, filterCountries, flagUrl } from './dial-code-picker';

const COUNTRIES: CountryEntry[] = [
  { countryCode: 'PH', countryDialingCode: '63', countryName: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', countryName: 'Thailand' },
  { countryCode: 'JP', countryDialingCode: '81', countryName: 'Japan' },
];

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
  Element.prototype.scrollIntoView ??= () => undefined;
});

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('63');
  return (
    <>
      <DialCodePicker
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
        countries={COUNTRIES}
        imageCdn="/cdn/"
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('dial-code picker', () => {
  it('shows the chosen country with its flag, and picks another by search and keyboard', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Country code: Philippines +63' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/cdn/TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png');

    await userEvent.click(button);
    const search = screen.getByRole('combobox', { name: 'Search country or code' });
    expect(search).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: /Philippines/ })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(search, 'viet');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Vietnam/ }).id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('84');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Country code: Vietnam +84' })).toHaveFocus();
  });

  it('opens with the arrow key, moves with arrows, closes on Escape without picking, and says when nothing matches', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('button', { name: /Country code/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Thailand/ }).id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Country code/ }));
    await userEvent.type(screen.getByRole('combobox'), '+81');
    expect(screen.getByRole('option', { name: /Japan/ })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No country matches your search.');
  });

  it('picks by click, and closes 200 ms after focus leaves it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    await user.click(screen.getByRole('option', { name: /Thailand/ }));
    expect(onChange).toHaveBeenLastCalledWith('66');

    await user.click(screen.getByRole('button', { name: /Country code/ }));
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    act(() => jest.advanceTimersByTime(CLOSE_AFTER_BLUR_MS - 50));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60));
    expect(screen.queryByRole('listbox')).toBeNull();
    jest.useRealTimers();
  });

  it('names countries in the given language and finds them by either name', () => {
    expect(filterCountries(COUNTRIES, 'Pilipinas', 'ty').map((c) => c.countryCode)).toEqual(['PH']);
    expect(filterCountries(COUNTRIES, 'Philippines', 'ty').map((c) => c.countryCode)).toEqual(['PH']);
    expect(filterCountries(COUNTRIES, '6', 'en').map((c) => c.countryCode)).toEqual(['PH', 'TH']);
    expect(flagUrl('https://img.example/', 'PH')).toBe('https://img.example/TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png');
  });
});
