/**
 * GeeTest v4's browser widget (docs/gateway.md#geetest), loaded only when a challenge is needed: its script
 * (`gt4.js`) defines `window.initGeetest4`, whose captcha object runs the slide and answers the v4 result.
 * Failures become ApiErrors with the client's own codes, so every form shows them like a gateway refusal.
 */
import { CANCEL } from 'redux-saga';
import { ApiError, type GeetestV4Result, type Language } from '@tessera/shared';

/** How long the script may take to arrive before the challenge counts as unavailable. */
export const GT4_LOAD_TIMEOUT_MS = 15_000;

/** The player closed the challenge without finishing it. */
export const SLIDER_CLOSED = 'slider.closed';
/** The script or the challenge could not load. */
export const SLIDER_UNAVAILABLE = 'slider.unavailable';

export const sliderError = (code: typeof SLIDER_CLOSED | typeof SLIDER_UNAVAILABLE, detail?: string): ApiError =>
  new ApiError({ kind: code === SLIDER_CLOSED ? 'business' : 'network', code, value: detail === undefined ? undefined : { detail } });

/** What the client passes to initGeetest4 (GeeTest's documented names). */
export interface Gt4Config {
  captchaId: string;
  /** `bind`: no button of GeeTest's own; the page calls showCaptcha() when it submits. */
  product: 'bind';
  language: string;
}

/** The captcha object initGeetest4 hands its callback: the methods this client uses. */
export interface Gt4Captcha {
  onReady(fn: () => void): Gt4Captcha;
  onSuccess(fn: () => void): Gt4Captcha;
  onError(fn: (error?: unknown) => void): Gt4Captcha;
  onClose(fn: () => void): Gt4Captcha;
  showCaptcha(): Gt4Captcha;
  getValidate(): GeetestV4Result | false;
  reset(): Gt4Captcha;
  destroy(): void;
}

export type InitGeetest4 = (config: Gt4Config, callback: (captcha: Gt4Captcha) => void) => void;

declare global {
  interface Window {
    initGeetest4?: InitGeetest4;
  }
}

/**
 * GeeTest's language for the app's (ISO 639-2, as its v4 documentation names them). Which of these the real
 * widget carries is not known here (docs/gateway.md#geetest); it shows English for one it lacks.
 */
const LANGUAGES: Record<Language, string> = { cn: 'zho', en: 'eng', vi: 'vie', ja: 'jpn', th: 'tha', ty: 'fil', id: 'ind' };
export const geetestLanguage = (lang: Language): string => LANGUAGES[lang] ?? 'eng';

const loading = new Map<string, Promise<InitGeetest4>>();

/** Loads the script at `url` once (a failed load is tried again next time) and answers its initGeetest4. */
export function loadGt4(url: string): Promise<InitGeetest4> {
  const loaded = window.initGeetest4;
  if (loaded) return Promise.resolve(loaded);
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<InitGeetest4>((resolve, reject) => {
      const script = document.createElement('script');
      const fail = (why: string) => {
        clearTimeout(timer);
        script.remove();
        loading.delete(url);
        reject(sliderError(SLIDER_UNAVAILABLE, why));
      };
      const timer = setTimeout(() => fail('timeout'), GT4_LOAD_TIMEOUT_MS);
      script.src = url;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        if (window.initGeetest4) resolve(window.initGeetest4);
        else fail('no initGeetest4');
      };
      script.onerror = () => fail('script error');
      document.head.appendChild(script);
    });
    loading.set(url, pending);
  }
  return pending;
}

/**
 * Runs one challenge: shows it when ready and answers the v4 result, or rejects with SLIDER_CLOSED (closed by
 * the player) or SLIDER_UNAVAILABLE (the widget failed). The widget is destroyed either way, and when the
 * saga waiting on it is cancelled (a newer submit).
 */
export function runGeetest(init: InitGeetest4, config: Gt4Config): Promise<GeetestV4Result> {
  let captcha: Gt4Captcha | undefined;
  let over = false;
  const end = () => {
    over = true;
    captcha?.destroy();
  };
  const result = new Promise<GeetestV4Result>((resolve, reject) => {
    const settle = (f: () => void) => {
      if (over) return;
      end();
      f();
    };
    try {
      init(config, (c) => {
        captcha = c;
        if (over) c.destroy();
        c.onReady(() => {
          if (!over) c.showCaptcha();
        })
          .onSuccess(() => {
            const v = c.getValidate();
            settle(() => (v ? resolve(v) : reject(sliderError(SLIDER_UNAVAILABLE, 'no result'))));
          })
          .onClose(() => settle(() => reject(sliderError(SLIDER_CLOSED))))
          .onError((e) => settle(() => reject(sliderError(SLIDER_UNAVAILABLE, errorDetail(e)))));
      });
    } catch (e) {
      settle(() => reject(sliderError(SLIDER_UNAVAILABLE, errorDetail(e))));
    }
  });
  return Object.assign(result, { [CANCEL]: end });
}

function errorDetail(e: unknown): string {
  if (e && typeof e === 'object' && 'msg' in e) return String((e as { msg: unknown }).msg);
  return e instanceof Error ? e.message : String(e);
}
