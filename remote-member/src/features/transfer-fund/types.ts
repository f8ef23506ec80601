import type { LoadState, MerchantWallet, SendState, WalletBalance } from '@tessera/shared';


/** A transfer as the player asks for it: into a game wallet from main, or out of one back to main. */
export interface TransferAsked {
  direction: 'in' | 'out';
  accountTypeId: number;
  amount: number;
}

export interface TransferFundState {
  wallets: MerchantWallet | null;
  balance: WalletBalance | null;
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
  move: SendState;
  /** What the last move took, in currency units (0: return-all found nothing to move). */
  moved: number | null;
}
