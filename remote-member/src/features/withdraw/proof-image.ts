/** The proof image of "not received": png or jpg, at most 5 MB (docs/product.md#field-rules), read as a data URL. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(['image/png', 'image/jpeg']);

/** null when the file is acceptable, else the member-namespace key of what is wrong. */
export function proofProblem(file: { type: string; size: number }): 'withdraw.proofType' | 'withdraw.proofSize' | null {
  if (!TYPES.has(file.type)) return 'withdraw.proofType';
  if (file.size > MAX_PROOF_BYTES) return 'withdraw.proofSize';
  return null;
}

export { readAsDataUrl } from '../../common/read-file';
