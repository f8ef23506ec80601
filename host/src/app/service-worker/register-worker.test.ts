import { registerWorker, workerSetting } from './register-worker';

function docWith(content?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'tessera-sw';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

function fakeContainer(registrations: { unregister: jest.Mock }[] = []) {
  const active = { postMessage: jest.fn() };
  return {
    container: { register: jest.fn(async () => ({})), getRegistrations: jest.fn(async () => registrations), ready: Promise.resolve({ active }) } as unknown as ServiceWorkerContainer,
    active,
  };
}

describe('the service worker’s registration', () => {
  it('reads the page’s setting, and nothing from a page without one', () => {
    expect(workerSetting(docWith('on'))).toBe('on');
    expect(workerSetting(docWith('off'))).toBe('off');
    expect(workerSetting(docWith('maybe'))).toBeUndefined();
    expect(workerSetting(docWith())).toBeUndefined();
  });

  it('registers /sw.js for the whole site, unchecked by the HTTP cache, and tells it the language', async () => {
    const { container, active } = fakeContainer();
    await registerWorker(container, docWith('on'));
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(active.postMessage).toHaveBeenCalledWith({ type: 'tessera-lang', lang: expect.any(String) });
  });

  it('removes every worker when the merchant switched it off, and registers none without a setting', async () => {
    const old = { unregister: jest.fn(async () => true) };
    const off = fakeContainer([old]);
    await registerWorker(off.container, docWith('off'));
    expect(old.unregister).toHaveBeenCalled();
    expect(off.container.register).not.toHaveBeenCalled();
    // A page the old worker still controls is loaded again from the network; an uncontrolled one is not.
    const reload = jest.fn();
    await registerWorker(Object.assign(fakeContainer([old]).container, { controller: {} }), docWith('off'), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    await registerWorker(fakeContainer([old]).container, docWith('off'), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    const none = fakeContainer();
    await registerWorker(none.container, docWith());
    expect(none.container.register).not.toHaveBeenCalled();
  });
});
