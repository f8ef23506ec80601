import { keepAboveDialogs } from './banner-layer';

// MutationObserver callbacks run as microtasks.
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

describe('the override banner above the apps’ dialogs', () => {
  afterEach(() => document.body.replaceChildren());

  it('moves into an open modal dialog, keeps room for itself there, and goes back to the body when it closes or goes', async () => {
    const banner = document.createElement('div');
    document.body.append(banner);
    const stop = keepAboveDialogs(banner);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.style.paddingBottom = '3px';
    document.body.append(dialog);
    await flush();
    expect(banner.parentElement).toBe(document.body);

    dialog.setAttribute('open', '');
    await flush();
    expect(banner.parentElement).toBe(dialog);
    // jsdom lays nothing out: the room is the banner's height, 0 here.
    expect(dialog.style.paddingBottom).toBe('0px');

    dialog.removeAttribute('open');
    await flush();
    expect(banner.parentElement).toBe(document.body);
    expect(dialog.style.paddingBottom).toBe('3px');

    dialog.setAttribute('open', '');
    await flush();
    expect(banner.parentElement).toBe(dialog);
    dialog.remove();
    await flush();
    expect(banner.parentElement).toBe(document.body);
    stop();
  });

  it('picks the topmost of two open dialogs and stays out of a non-modal one', async () => {
    const banner = document.createElement('div');
    document.body.append(banner);
    const stop = keepAboveDialogs(banner);
    const plain = document.createElement('dialog');
    plain.setAttribute('open', '');
    const first = document.createElement('dialog');
    const second = document.createElement('dialog');
    for (const d of [first, second]) d.setAttribute('aria-modal', 'true');
    document.body.append(plain, first, second);
    first.setAttribute('open', '');
    await flush();
    expect(banner.parentElement).toBe(first);
    second.setAttribute('open', '');
    await flush();
    expect(banner.parentElement).toBe(second);
    second.removeAttribute('open');
    await flush();
    expect(banner.parentElement).toBe(first);
    stop();
  });
});
