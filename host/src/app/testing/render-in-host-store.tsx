/** Tests of a lazily loaded host feature: render it in a fresh host store, as the shell's Provider gives it one. */
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { createHostStore } from '../store';

export function renderInHostStore(ui: ReactElement) {
  const { store, task } = createHostStore({ navigate: () => undefined });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  // Unmounting leaves the store and its sagas running, as the shell's store outlives a widget.
  return { ...render(ui, { wrapper }), store, task };
}
