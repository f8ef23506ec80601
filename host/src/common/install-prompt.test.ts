import { act, renderHook } from '@testing-library/react';
import {
  captureInstallPrompt, countVisit, dismissHint, HINT_DISMISSED_KEY, hintDismissed, installWay, isIosSafari, isStandalone,
  promptInstall, resetInstallPrompt, useInstallState, VISITS_KEY, type InstallPromptEvent,
} from './install-prompt';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** Chrome's event as a page sees it: prompt() opens the dialog, userChoice says what the player chose. */
function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = jest.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

beforeAll(() => captureInstallPrompt());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  act(() => resetInstallPrompt());
});

describe('the install prompt', () => {
  it('is held back when the browser offers it, and shown once when the player asks', async () => {
    const { result } = renderHook(() => useInstallState());
    expect(result.current).toEqual({ canPrompt: false, installed: false });
    const { event, prompt } = promptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canPrompt).toBe(true);
    expect(installWay(result.current, ANDROID_CHROME)).toBe('prompt');
    await act(async () => expect(await promptInstall()).toBe('accepted'));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ canPrompt: false, installed: true });
    expect(await promptInstall()).toBe('unavailable');
  });

  it('is used up when the player declines it', async () => {
    const { event } = promptEvent('dismissed');
    window.dispatchEvent(event);
    expect(await promptInstall()).toBe('dismissed');
    const { result } = renderHook(() => useInstallState());
    expect(result.current).toEqual({ canPrompt: false, installed: false });
  });
});

describe('the way this browser installs', () => {
  it('tells iOS Safari from the other iOS browsers and from the rest', () => {
    const none = { canPrompt: false, installed: false };
    expect([IPHONE_SAFARI, IPHONE_CHROME, ANDROID_CHROME].map((ua) => installWay(none, ua, 5))).toEqual(['ios-safari', 'ios-other', 'none']);
    // An iPad asks as a Mac: its touch screen gives it away.
    expect([isIosSafari(IPAD_AS_MAC, 5), isIosSafari(IPAD_AS_MAC, 0)]).toEqual([true, false]);
  });

  it('knows the app launched from the home screen', () => {
    expect(isStandalone()).toBe(false);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      expect(isStandalone()).toBe(true);
    } finally {
      delete (navigator as { standalone?: boolean }).standalone;
    }
  });
});

describe('the install hint’s memory', () => {
  it('counts a visit once per tab session', () => {
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1); // a reload or a navigation: the same visit
    sessionStorage.clear(); // a new tab
    expect(countVisit()).toBe(2);
    expect(localStorage.getItem(VISITS_KEY)).toBe('2');
  });

  it('remembers a dismissal', () => {
    expect(hintDismissed()).toBe(false);
    dismissHint();
    expect([hintDismissed(), localStorage.getItem(HINT_DISMISSED_KEY)]).toEqual([true, '1']);
  });
});
