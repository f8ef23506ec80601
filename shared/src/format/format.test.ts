import { formatDate, formatDateTime, formatFullDateTime, formatTime, weekStart } from './dates';
import { formatAmount, formatMoney, formatMoneyChange, formatNumber } from './money';

describe('locale-true formatting', () => {
  it('writes amounts with the language’s separators and the merchant’s symbol on the language’s side', () => {
    expect(formatMoney(1234.5, 'P', 'en')).toBe('P 1,234.50');
    expect(formatMoney(1234.5, 'P', 'ty')).toBe('P 1,234.50');
    expect(formatMoney(1234.5, '₫', 'vi')).toBe('1.234,50 ₫');
    expect(formatMoney(1234.5, 'Rp', 'id')).toBe('Rp 1.234,50');
    expect(formatAmount(-0.5, 'cn')).toBe('-0.50');
    // One way to write a loss, a change and a gain, symbol side or not: the minus before the whole sum.
    expect(formatMoney(-33.33, 'P', 'en')).toBe('\u2212P 33.33');
    expect(formatMoney(-1234.5, '₫', 'vi')).toBe('\u22121.234,50 ₫');
    expect(formatMoney(-0.001, 'P', 'en')).toBe('P 0.00');
    expect(formatMoneyChange(-15, 'P', 'en')).toBe('\u2212P 15.00');
    expect(formatMoneyChange(59.5, 'P', 'en')).toBe('+P 59.50');
    expect(formatMoneyChange(0, 'P', 'en')).toBe('P 0.00');
    expect(formatAmount(Number.NaN, 'en')).toBe('0.00');
    expect(formatNumber(1234567, 'id')).toBe('1.234.567');
  });

  it('writes dates in the language, Thai in the Gregorian calendar', () => {
    const at = new Date(2026, 10, 24, 15, 30);
    expect(formatDate(at, 'th')).toContain('2026');
    expect(formatDate(at, 'th')).toMatch(/พ\.ย\./);
    expect(formatDate(at, 'cn')).toBe('2026年11月24日');
    expect(formatFullDateTime(at, 'ja')).toMatch(/^2026年11月24日火曜日/);
    expect(formatTime(at, 'cn')).toBe('15:30');
    expect(formatDateTime(at, 'cn')).toBe('2026年11月24日 15:30');
  });

  it('knows each language’s first day of the week', () => {
    expect(['cn', 'en', 'vi', 'ja', 'th', 'ty', 'id'].map((l) => weekStart(l as Parameters<typeof weekStart>[0]))).toEqual([1, 0, 1, 0, 0, 0, 0]);
  });
});
