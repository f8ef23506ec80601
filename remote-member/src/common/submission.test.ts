import { ApiError } from '@tessera/shared';
import { createSubmission } from './submission';

it('keeps the id while the outcome is unknown and takes a fresh one after an answer', () => {
  let n = 0;
  const s = createSubmission(() => `id${++n}`);
  expect(s.id()).toBe('id1');
  // no answer (lost on the way back): the re-submit is the same submission
  s.answered(new ApiError({ kind: 'network' }));
  expect(s.id()).toBe('id1');
  s.answered(new ApiError({ kind: 'timeout' }));
  s.answered(new ApiError({ kind: 'invalid' }));
  expect(s.id()).toBe('id1');
  // a success ends it
  s.answered();
  expect(s.id()).toBe('id2');
  // so does a refusal: nothing moved, the corrected form is a new submission
  s.answered(new ApiError({ kind: 'business', code: 'balance.insufficient' }));
  expect(s.id()).toBe('id3');
});
