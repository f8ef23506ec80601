/**
 * Locale for Intl formatting (dates, numbers, week start) of each language, with no import: i18n.ts's intlLocale
 * reads it for the apps, and the sandbox runs it in Node (its build compiles this file) for its seeded texts.
 * The region matters for week and number rules; English reads as in the Philippines, the merchant's market. Thai
 * keeps the Gregorian calendar so dates agree with the clock and the gateway's YYYY-MM-DD (Thai's default is the
 * Buddhist era).
 */
export const INTL_LOCALES = {
  cn: 'zh-CN',
  en: 'en-PH',
  vi: 'vi-VN',
  ja: 'ja-JP',
  th: 'th-TH-u-ca-gregory',
  ty: 'fil-PH',
  id: 'id-ID',
} as const;
