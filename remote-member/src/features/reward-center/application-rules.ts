/** Activity application rules (docs/product.md#field-rules): remark ≤ 140 characters, ≤ 3 png/jpg images of ≤ 5 MB. */
export const MAX_REMARK = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(['image/png', 'image/jpeg']);

export type ImagesProblem = 'reward.tooMany' | 'reward.imageType' | 'reward.imageSize';

/** The first thing wrong with the chosen files, or null. */
export function imagesProblem(files: readonly { type: string; size: number }[]): ImagesProblem | null {
  if (files.length > MAX_IMAGES) return 'reward.tooMany';
  if (files.some((f) => !TYPES.has(f.type))) return 'reward.imageType';
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return 'reward.imageSize';
  return null;
}

/** Characters as a person counts them (an emoji is one). */
export const remarkLength = (remark: string) => [...remark].length;
