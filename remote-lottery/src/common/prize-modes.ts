/**
 * Prize modes (docs/product.md#lottery): the web client derives ELOTT or LOTT from the vendor lanes; brand
 * configurations also know Lott, ZY and SEA. The brand's lottery type (docs/product.md#brand) is SEA.
 */
export type PrizeMode = 'ELOTT' | 'LOTT' | 'ZY' | 'SEA';

/** The brand's lottery type: the prize mode of the SEA menu (`/seaLottery`). */
export const BRAND_LOTTERY_TYPE: PrizeMode = 'SEA';

export const DEVICE = 'WEB';

/** The SEA page lists the brand's lottery-type menu; every other lottery path the VN menu. */
export const isSeaPath = (path: string): boolean => path.replace(/^\//, '') === 'seaLottery';
