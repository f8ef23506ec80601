import { MAX_PROOF_BYTES, proofProblem, readAsDataUrl } from './proof-image';

it('takes png and jpg up to 5 MB only', () => {
  expect(proofProblem({ type: 'image/png', size: MAX_PROOF_BYTES })).toBeNull();
  expect(proofProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
  expect(proofProblem({ type: 'image/png', size: MAX_PROOF_BYTES + 1 })).toBe('withdraw.proofSize');
  expect(proofProblem({ type: 'image/gif', size: 10 })).toBe('withdraw.proofType');
  expect(proofProblem({ type: 'application/pdf', size: 10 })).toBe('withdraw.proofType');
});

it('reads a file as a data URL', async () => {
  await expect(readAsDataUrl(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }))).resolves.toBe('data:image/png;base64,AQID');
});
