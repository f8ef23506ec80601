import { balanceChanged } from '@tessera/shared';
import { call } from 'redux-saga/effects';
import { followBalanceWhileOpen } from './launch-saga';
import { launchClosed } from './launch-slice';

describe('one balance while betting', () => {
  it('asks the host for the balance every few seconds while the frame is open, and stops when it closes', () => {
    const saga = followBalanceWhileOpen();
    // A tick of the poll: the host fetches the balance (wallet:changed), and the poll goes on.
    expect(saga.next().value).toMatchObject({ type: 'RACE' });
    expect(saga.next({ tick: true }).value).toEqual(call(balanceChanged, 'lottery'));
    expect(saga.next().value).toMatchObject({ type: 'RACE' });
    // Closed (or logged out, or another game asked for): no more polling.
    expect(saga.next({ stop: launchClosed({ played: true }) }).done).toBe(true);
  });
});
