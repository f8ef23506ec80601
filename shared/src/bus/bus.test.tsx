import { act, render, screen } from '@testing-library/react';
import { bus as pageBus, createBus, useBusValue } from './bus';
import { resetBus } from '../testing';
import { STICKY_EVENTS } from './events';

describe('bus', () => {
  it('delivers events to subscribers until they unsubscribe', () => {
    const bus = createBus();
    const seen: number[] = [];
    const off = bus.on('messages:unread', (p) => seen.push(p.count));
    bus.emit('messages:unread', { count: 1 });
    off();
    bus.emit('messages:unread', { count: 2 });
    expect(seen).toEqual([1]);
  });

  it('keeps the last value of sticky events only', () => {
    const bus = createBus();
    bus.emit('wallet:balance', { sumBalance: 5, currencySymbol: 'P', at: 1 });
    bus.emit('ui:open-login', {});
    expect(bus.last('wallet:balance')).toEqual({ sumBalance: 5, currencySymbol: 'P', at: 1 });
    expect(bus.last('ui:open-login')).toBeUndefined();
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createBus();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    bus.on('locale:changed', () => {
      throw new Error('broken remote');
    });
    bus.on('locale:changed', (p) => seen.push(p.lang));
    bus.emit('locale:changed', { lang: 'ty' });
    expect(seen).toEqual(['ty']);
    spy.mockRestore();
  });

  it('gives a component mounted later the current sticky value, then updates', () => {
    const bus = createBus();
    bus.emit('session:changed', { status: 'in', account: 'player01' });
    function Who() {
      const s = useBusValue('session:changed', bus);
      return <p>{s?.account ?? 'nobody'}</p>;
    }
    render(<Who />);
    expect(screen.getByText('player01')).toBeInTheDocument();
    act(() => bus.emit('session:changed', { status: 'out' }));
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });

  it('pins the sticky events of the contract (docs/architecture.md#bus)', () => {
    expect([...STICKY_EVENTS].sort()).toEqual(
      ['locale:changed', 'messages:unread', 'session:changed', 'settings:changed', 'theme:changed', 'wallet:balance'].sort(),
    );
  });
});

describe('resetBus', () => {
  it('forgets the sticky values and the listeners of the page bus', () => {
    const seen: number[] = [];
    pageBus.on('messages:unread', (p) => seen.push(p.count));
    pageBus.emit('messages:unread', { count: 3 });
    resetBus();
    expect(pageBus.last('messages:unread')).toBeUndefined();
    pageBus.emit('messages:unread', { count: 4 });
    expect(seen).toEqual([3]);
  });
});
