/**
 * The header's login form (at desktop width it shows on first paint) without its form library until the visitor
 * reaches for it: the box first renders the login form's own markup as plain inputs, and loads the real form
 * (react-final-form, the dial-code picker and the phone rules, the SMS button) on hover, focus, touch or submit.
 * The real form takes the same place once the visitor submits, picks a tab or leaves the box (never while the
 * pointer or the focus is in it, so nothing under a click or a keystroke goes away), with what was typed, the
 * focus and the caret carried over and the submit or tab click replayed: the swap is invisible and nothing shifts.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@tessera/shared/react-i18next';
import { selectAuth } from '../../features/auth/auth-slice';
import type { LoginFormProps } from '../../features/auth/login-form';
import { loadLoginForm } from '../../features/auth/login-form-loader';
import { rememberedLogin } from '../../features/auth/session-store';
import { useAppSelector } from '../store';

type HeaderLoginProps = Pick<LoginFormProps, 'smsEnabled' | 'dialCodes'>;

/** What the plain form held when the real one took its place. */
interface Carried {
  box: HTMLElement | null;
  values: [name: string, value: string][];
  /** The focused control (an input's name, else its test id) and, for an input, its selection. */
  focus: { name: string; start: number | null; end: number | null } | null;
  submit: boolean;
  tab: string | null;
}


/** The control's name for carrying its state over: an input's name, else its test id. */
const controlName = (el: Element | null): string | null => (el instanceof HTMLInputElement ? el.name : (el?.getAttribute('data-testid') ?? null));

function PlainField({ name, label, type = 'text', autoComplete, defaultValue }: { name: string; label: string; type?: string; autoComplete: string; defaultValue?: string }) {
  const id = useId();
  // FormField's markup (app/form-field.tsx) with the header's hidden label, before any error.
  return (
    <div className="h-field">
      <label htmlFor={id} className="h-field__label h-visually-hidden">
        {label}
      </label>
      <div className="h-field__row">
        <input autoComplete={autoComplete} name={name} defaultValue={defaultValue} id={id} type={type} className="t-input" placeholder={label} aria-invalid={false} />
      </div>
    </div>
  );
}

/** LoginForm's header markup in its first state (username type, no captcha, no error), with plain inputs. */
export function PlainLoginForm({
  smsEnabled,
  onWanted,
  onInUse,
  carryTo,
}: {
  smsEnabled: boolean;
  onWanted: () => void;
  /** Whether the visitor is in the box (pointer or focus); false again on a submit or a tab click. */
  onInUse?: (inUse: boolean) => void;
  carryTo: RefObject<Carried | null>;
}) {
  const { t } = useTranslation('host');
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef({ submit: false, tab: null as string | null });
  const [remembered] = useState(() => rememberedLogin() ?? undefined);
  // Runs as the real form replaces this one, before this markup leaves the page: what it holds is read then.
  useLayoutEffect(() => {
    const el = form.current;
    // One object for the form's life, its fields set by the handlers: read as they are at the swap.
    const intents = pending.current;
    return () => {
      if (!el) return;
      const inputs = [...el.querySelectorAll('input')];
      const active = document.activeElement && el.contains(document.activeElement) ? document.activeElement : null;
      const name = controlName(active);
      const input = active instanceof HTMLInputElement ? active : null;
      carryTo.current = {
        box: el.parentElement,
        values: inputs.map((i) => [i.name, i.value]),
        focus: name ? { name, start: input?.selectionStart ?? null, end: input?.selectionEnd ?? null } : null,
        submit: intents.submit,
        tab: intents.tab,
      };
    };
  }, [carryTo]);
  const pointerIn = useRef(false);
  const focusIn = () => !!form.current && form.current.contains(document.activeElement);
  const enter = () => {
    onWanted();
    onInUse?.(true);
  };
  const intent = () => {
    onWanted();
    onInUse?.(false);
  };
  const tab = (id: string) => () => {
    pending.current.tab = id;
    intent();
  };
  return (
    <form
      ref={form}
      className="h-login h-login--header"
      noValidate
      aria-label={t('login.title')}
      onPointerEnter={() => {
        pointerIn.current = true;
        enter();
      }}
      onPointerLeave={() => {
        pointerIn.current = false;
        if (!focusIn()) onInUse?.(false);
      }}
      onFocus={enter}
      onBlur={(e) => {
        if (!pointerIn.current && !(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) onInUse?.(false);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        pending.current.submit = true;
        intent();
      }}
    >
      {smsEnabled && (
        <div className="h-tabs" role="tablist" aria-label={t('login.type')}>
          <button type="button" role="tab" aria-selected className="h-tab" onClick={tab('login-tab-username')} data-testid="login-tab-username">
            {t('login.byUsername')}
          </button>
          <button type="button" role="tab" aria-selected={false} className="h-tab" onClick={tab('login-tab-sms')} data-testid="login-tab-sms">
            {t('login.bySms')}
          </button>
        </div>
      )}
      <PlainField name="username" label={t('login.username')} autoComplete="username" defaultValue={remembered} />
      <PlainField name="password" type="password" label={t('login.password')} autoComplete="current-password" />
      <button type="submit" className="t-btn t-btn--primary">
        {t('login.submit')}
      </button>
    </form>
  );
}

/** Types `value` into the real form's input as the player would: the form library hears an input event. */
function typeInto(input: HTMLInputElement, value: string): void {
  if (input.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The real form's state from the plain one: values typed, then a tab or submit made meanwhile, then the focus. */
function handOver(carried: Carried): void {
  const form = carried.box?.querySelector<HTMLFormElement>('form.h-login--header');
  if (!form) return;
  const named = (name: string) => form.querySelector<HTMLElement>(`input[name="${name}"], [data-testid="${name}"]`);
  for (const [name, value] of carried.values) {
    const input = named(name);
    if (input instanceof HTMLInputElement) typeInto(input, value);
  }
  if (carried.tab) named(carried.tab)?.click();
  const focus = carried.focus && named(carried.focus.name);
  if (focus) {
    focus.focus();
    if (focus instanceof HTMLInputElement && carried.focus?.start !== null && carried.focus?.start !== undefined) focus.setSelectionRange(carried.focus.start, carried.focus.end);
  }
  if (carried.submit) form.requestSubmit();
}

export function HeaderLogin({ smsEnabled, dialCodes }: HeaderLoginProps) {
  const { submitting, error, captchaRequired } = useAppSelector(selectAuth);
  const [loaded, setLoaded] = useState<ComponentType<LoginFormProps> | null>(null);
  const [wanted, setWanted] = useState(false);
  const [inUse, setInUse] = useState(false);
  const carried = useRef<Carried | null>(null);
  // A login under way, refused or asking for a captcha is the real form's to show, at once.
  const forced = submitting || !!error || captchaRequired;
  const needed = wanted || forced;
  const Form = loaded && (forced || !inUse) ? loaded : null;
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadLoginForm()
      .then((m) => {
        // Synchronous, effects included: no keystroke can fall between the swap and the hand-over.
        if (live) flushSync(() => setLoaded(() => m.LoginForm));
      })
      // The chunk did not come (offline): the next hover or focus asks again.
      .catch(() => setWanted(false));
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  // A passive effect: after the real form's fields have subscribed to the form (react-final-form does so in
  // its effects), so what is typed into them now shows.
  useEffect(() => {
    if (!Form || !carried.current) return;
    const state = carried.current;
    carried.current = null;
    handOver(state);
  }, [Form]);
  if (Form) return <Form variant="header" smsEnabled={smsEnabled} dialCodes={dialCodes} />;
  return <PlainLoginForm smsEnabled={smsEnabled} onWanted={() => setWanted(true)} onInUse={setInUse} carryTo={carried} />;
}
