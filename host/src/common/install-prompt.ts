/**
 * Installing the site as an app (docs/product/site.md#install): Chrome's `beforeinstallprompt` fires once per page load, often
 * before React has mounted, so the boot captures it here and /down and the install hint offer it later. Also: the
 * browsers that install only by hand (iOS Safari's Share › Add to Home Screen), standalone mode (launched from the
 * home screen: the site hides its own download prompts), and the visits counted for the hint.
 */
import { useSyncExternalStore } from 'react';

/** Chrome's event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Captures the install prompt for later (the browser's own mini bar is held back) and notes an install. */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
  if (isStandalone(win)) win.document.documentElement.dataset.standalone = '';
}

/** Shows the browser's install dialog; the prompt can be used once, whatever the player answers. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
  return outcome;
}

export interface InstallState {
  /** The browser offered its install prompt (Chrome, Edge, Samsung Internet). */
  canPrompt: boolean;
  /** Installed in this page's life (the prompt accepted, or `appinstalled`). */
  installed: boolean;
}

let snapshot: InstallState = { canPrompt: false, installed: false };
function getSnapshot(): InstallState {
  if (snapshot.canPrompt !== !!deferred || snapshot.installed !== installed) snapshot = { canPrompt: !!deferred, installed };
  return snapshot;
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, getSnapshot);
}

/** Launched from the home screen: the display-mode media query, or iOS Safari's own flag. */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
}

/** iPhone, iPod or iPad (an iPad asks as a Mac with a touch screen). */
export function isIos(ua: string, touchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
}

/** Safari itself on iOS: the other iOS browsers (Chrome, Firefox, Edge…) name themselves in the agent. */
export function isIosSafari(ua: string, touchPoints = 0): boolean {
  return isIos(ua, touchPoints) && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|YaBrowser|DuckDuckGo/.test(ua);
}

/** How this browser installs the site: its own prompt, Share › Add to Home Screen, or not from here. */
export type InstallWay = 'prompt' | 'ios-safari' | 'ios-other' | 'none';
export function installWay(state: InstallState, ua = navigator.userAgent, touchPoints = navigator.maxTouchPoints): InstallWay {
  if (state.canPrompt) return 'prompt';
  if (isIosSafari(ua, touchPoints)) return 'ios-safari';
  if (isIos(ua, touchPoints)) return 'ios-other';
  return 'none';
}

/** The hint's memory (localStorage): visits counted once per tab session, and its dismissal. */
export const VISITS_KEY = 'tessera.visits';
export const HINT_DISMISSED_KEY = 'tessera.installHintDismissed';
const SESSION_KEY = 'tessera.visitCounted';
/** The visit on which the hint first shows. */
export const HINT_AFTER_VISITS = 3;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined; // storage blocked: no count, no hint
  }
}

/** Counts this visit (a new tab session; reloads and navigations in it are the same visit) and returns the count. */
export function countVisit(): number {
  const local = storage('localStorage');
  const session = storage('sessionStorage');
  const seen = Number(local?.getItem(VISITS_KEY)) || 0;
  if (!local || !session || session.getItem(SESSION_KEY)) return seen;
  try {
    session.setItem(SESSION_KEY, '1');
    local.setItem(VISITS_KEY, String(seen + 1));
  } catch {
    return seen; // storage full: counted next time
  }
  return seen + 1;
}

export function hintDismissed(): boolean {
  return storage('localStorage')?.getItem(HINT_DISMISSED_KEY) === '1';
}

export function dismissHint(): void {
  try {
    storage('localStorage')?.setItem(HINT_DISMISSED_KEY, '1');
  } catch {
    // not remembered: it shows again next visit
  }
}

/** Tests only: forget the captured prompt. */
export function resetInstallPrompt(): void {
  deferred = null;
  installed = false;
  notify();
}
