import { useCallback } from 'react';
import { useSearchParams } from '@tessera/shared/router';

/** The game the URL names (`?gameCode=`), and how to choose one: the URL is the selection. */
export function useSelectedGame(): [string | null, (code: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (code: string | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (code) next.set('gameCode', code);
        else next.delete('gameCode');
        return next;
      }),
    [setParams],
  );
  return [params.get('gameCode'), select];
}
