/**
 * The codes a register link carries (docs/product.md#register). Apart from register-saga.ts, which loads with the
 * register form: the shell keeps a referral code from the landing URL, which later navigation drops.
 */
import { call, takeLatest } from 'redux-saga/effects';
import { siteStatusKnown } from '../../app/app-actions';

const REFERRAL_KEY = 'referralCode';

/** Codes in the current URL: `referralCode` (stored for the session) and an affiliate `code`/`affiliateCode`. */
export function readUrlCodes(search: string): { referralCode: string | null; affiliate: string | null } {
  const q = new URLSearchParams(search);
  const referral = q.get('referralCode');
  if (referral) sessionStorage.setItem(REFERRAL_KEY, referral);
  return { referralCode: referral ?? sessionStorage.getItem(REFERRAL_KEY), affiliate: q.get('affiliateCode') ?? q.get('code') };
}

const here = () => window.location.search;

function* keepReferral() {
  const search: string = yield call(here);
  yield call(readUrlCodes, search);
}

/** The shell's part: the landing URL's referral code is stored as the site opens, form or not. */
export function* urlCodesSaga() {
  yield takeLatest(siteStatusKnown, keepReferral);
}
