/**
 * What a member finds in their inbox the first time they open it (docs/product.md#member-centre): system
 * notices and internal messages, in the HTML the real back office sends (the client sanitises it).
 */
import { money } from './money.js';

export interface SeedMessage {
  key: string;
  kind: 'system' | 'internal';
  title: string;
  html: string;
  /** How long before the first read the message was sent. */
  ageMs: number;
}

const HOUR = 3_600_000;

export const SEED_MESSAGES: readonly SeedMessage[] = [
  {
    key: 'welcome',
    kind: 'system',
    title: 'Welcome to Tessera',
    html: '<p>Welcome aboard! Your account is ready.</p><p>Deposit, play and withdraw from the <b>member centre</b>. Need help? <a href="/help" target="_blank">Visit the help centre</a>.</p>',
    ageMs: 72 * HOUR,
  },
  {
    key: 'security',
    kind: 'system',
    title: 'Keep your account safe',
    html: '<p>Never share your password. Our staff will <strong>never</strong> ask for it.</p><ul><li>Use a password of 6 to 20 characters</li><li>Complete your profile</li></ul>',
    ageMs: 48 * HOUR,
  },
  {
    key: 'weekend-bonus',
    kind: 'internal',
    title: 'Weekend reload bonus',
    // A message as a careless back office might write it: the inline handler must never run.
    html: `<p>Reload on Saturday or Sunday and get <em>10% extra</em>, up to ${money.en(1000)}.</p><img src="/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/JL-DEFAULT.png" alt="" onerror="alert(1)">`,
    ageMs: 20 * HOUR,
  },
  {
    key: 'maintenance',
    kind: 'internal',
    title: 'Scheduled maintenance',
    html: '<p>Live casino tables will be paused on Tuesday 02:00–04:00 for an upgrade.</p>',
    ageMs: 2 * HOUR,
  },
];
