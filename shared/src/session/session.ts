/**
 * Session-storage keys (docs/product.md#session-storage) and the helpers that read and write them. Logging out clears
 * everything but the merchant keys. Never holds a password.
 */
export const SESSION_KEYS = {
  token: 'token',
  cpw: 'cpw',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  platform: 'platform',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  toUpline: 'toUpline',
  memberLabel: 'memberLabel',
} as const;
export type SessionKey = keyof typeof SESSION_KEYS;

/** Session-storage caches (docs/product.md#session-storage) (cleared with the session unless noted). */
export const CACHE_KEYS = {
  merchantWallet: 'merchantWallet',
  routers: 'routers',
  validate: 'validate',
  settings: 'settings',
  indexNotice: 'index_notice',
  gameVendor: 'gameVendor',
  consolidated: 'consolidated',
} as const;

/** Local-storage keys (kept across sessions). */
export const LOCAL_KEYS = { theme: 'theme', lang: 'lang', hisLang: 'hisLang' } as const;

const KEEP_ON_LOGOUT: readonly string[] = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode, SESSION_KEYS.platform];

export const session = {
  get(key: SessionKey): string | null {
    return sessionStorage.getItem(SESSION_KEYS[key]);
  },
  set(key: SessionKey, value: string | number | boolean | null | undefined): void {
    if (value === null || value === undefined) sessionStorage.removeItem(SESSION_KEYS[key]);
    else sessionStorage.setItem(SESSION_KEYS[key], String(value));
  },
  token(): string | null {
    return sessionStorage.getItem(SESSION_KEYS.token);
  },
  /**
   * Clears the session but keeps the merchant keys (docs/product.md#session-storage). The key list is read
   * in full before anything is removed: Chromium reorders `key(i)` after a removal, so deleting while
   * indexing skipped keys and left the token behind.
   */
  clear(): void {
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) if (!KEEP_ON_LOGOUT.includes(key)) sessionStorage.removeItem(key);
  },
};

/** Account types: 1, 2, 41, 42 may use the agent centre; 4 is a trial account (docs/product.md#roles). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number | null | undefined): boolean => type != null && AGENT_TYPES.includes(type);
export const isTrialType = (type: number | null | undefined): boolean => type === TRIAL_TYPE;
