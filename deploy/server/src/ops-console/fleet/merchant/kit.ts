/** What the merchant view's sections share: the shapes they take and how they show times and rates. */
import type { ReactNode } from 'react';
import type { REMOTES, ReleaseSet } from '../api';

export type Remote = (typeof REMOTES)[number];
export interface HistoryRow {
  revision: number;
  at: string;
  actor: string;
  release: ReleaseSet;
}
export type Confirm = (title: string, body: ReactNode) => Promise<boolean>;
/** The remote version a change puts in front of players, for the confirmation's facts about it. */
export interface Target {
  remote: string;
  version: string;
}
/** Runs a confirmed change: `title` names it, `next` is the set it should produce, `target` the version it brings. */
export type Act = (title: string, next: ReleaseSet, run: () => Promise<unknown>, target?: Target) => Promise<void>;

export const when = (iso: string) => new Date(iso).toLocaleString('en');
export const pct = (r: number | null) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`);
