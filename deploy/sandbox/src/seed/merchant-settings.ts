/** The settings /wps/system/status reports for a merchant: field rules, module tree, links. */
import { randomInt } from 'node:crypto';
import { WHITELABEL_MODULES } from './catalog.js';
import { desEncryptB64 } from '../gateway/crypto.js';
import type { FieldRule, WhitelabelNode } from '@tessera/shared/api-types';

const rule = (enabled: boolean, required: boolean, minLength: number, maxLength: number, patternId: string, acceptedPattern: string): FieldRule => ({
  enabled,
  required,
  minLength,
  maxLength,
  patternId,
  acceptedPattern,
});

/**
 * The module switch that makes registration ask for the image captcha (the sandbox's own name; off by default, so
 * a merchant's rules say `captcha` enabled and required only when switched on through the /sandbox controls).
 */
export const REGISTER_CAPTCHA_MODULE = 'REGCAPTCHA3';

/** Registration field rules (docs/product.md#field-rules), as /wps/system/setting/register answers them. */
export function registerRules(modules: Record<string, boolean> = {}): Record<string, FieldRule> {
  const captcha = modules[REGISTER_CAPTCHA_MODULE] === true;
  return {
    username: rule(true, true, 6, 16, 'letterFirstAlnum', '^[a-zA-Z][a-zA-Z0-9]{5,15}$'),
    // The pattern keeps to what its id says (letters and digits, no special characters): the forms' hint is the id's.
    password: rule(true, true, 6, 20, 'alnum', '^[a-zA-Z0-9]{6,20}$'),
    payeeName: rule(true, false, 2, 50, 'any', '*'),
    paymentPassword: rule(false, false, 6, 6, 'digits', '^[0-9]{6}$'),
    qqNum: rule(false, false, 5, 12, 'digits', '^[0-9]{5,12}$'),
    line: rule(false, false, 1, 50, 'any', '*'),
    whatsapp: rule(false, false, 5, 20, 'digits', '^[0-9+]{5,20}$'),
    facebook: rule(false, false, 1, 50, 'any', '*'),
    wechat: rule(false, false, 1, 50, 'any', '*'),
    idNumber: rule(false, false, 6, 30, 'alnum', '^[a-zA-Z0-9]{6,30}$'),
    email: rule(true, false, 5, 100, 'email', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
    mobileNum: rule(true, false, 7, 15, 'digits', '^[0-9]{7,15}$'),
    recommenderId: rule(false, false, 1, 30, 'any', '*'),
    affiliateCode: rule(true, false, 1, 30, 'alnum', '^[a-zA-Z0-9]{1,30}$'),
    captcha: rule(captcha, captcha, 4, 4, 'alnum', '^[a-zA-Z0-9]{4}$'),
  };
}

const REG_CHILDREN = ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'USERNAMEREG3', 'DIRECTREG3'];

/** The white-label module tree: registration switches under REGGRP, the rest at the top level. */
/**
 * The merchant's module tree as one root node, the way the real web client reads it: it flattens `info.whitelabel`
 * from the root down, calling `childrenNodes.forEach` on every node (so every node has the array, leaves empty).
 * The root's id is the sandbox's (not recorded).
 */
export function whitelabelTree(modules: Record<string, boolean>): WhitelabelNode {
  const node = (modId: string, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled: modules[modId] ? '1' : '0', childrenNodes });
  const top = WHITELABEL_MODULES.filter((m) => m !== 'REGGRP' && !REG_CHILDREN.includes(m));
  const extra = Object.keys(modules).filter((m) => !(WHITELABEL_MODULES as readonly string[]).includes(m));
  return { modId: 'WHITELABEL', enabled: '1', childrenNodes: [node('REGGRP', REG_CHILDREN.map((m) => node(m))), ...top.map((m) => node(m)), ...extra.map((m) => node(m))] };
}

const KEY_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A customer-service link as the gateway sends it: DES ciphertext + its 8-character key (docs/gateway.md#customer-service-links). */
export function sealLink(url: string): string {
  let key = '';
  for (let i = 0; i < 8; i += 1) key += KEY_CHARS[randomInt(KEY_CHARS.length)];
  return desEncryptB64(url, key) + key;
}

export function customerService(merchant: string): { csType: string; path: string }[] {
  return [
    { csType: 'LIVECHAT', path: sealLink(`https://chat.example.com/${merchant}`) },
    { csType: 'TELEGRAM', path: sealLink(`https://t.me/tessera_${merchant}_cs`) },
    { csType: 'FACEBOOK', path: sealLink(`https://m.me/tessera.${merchant}`) },
  ];
}

export function resources(merchant: string): { resourceType: string; url: string; qrCodeUrl: string; labelNameEn: string }[] {
  return [
    { resourceType: 'TELEGRAM', url: `https://t.me/tessera_${merchant}`, qrCodeUrl: '/cdn/TCG_PROD_IMAGES/QR/TELEGRAM.png', labelNameEn: 'Telegram' },
    { resourceType: 'FACEBOOK', url: `https://facebook.com/tessera.${merchant}`, qrCodeUrl: '/cdn/TCG_PROD_IMAGES/QR/FACEBOOK.png', labelNameEn: 'Facebook' },
    { resourceType: 'Android', url: `/download/${merchant}.apk`, qrCodeUrl: '/cdn/TCG_PROD_IMAGES/QR/Android.png', labelNameEn: 'Android App' },
    // Where the client loads GeeTest's gt4.js from: Tessera's own resource type; the sandbox's GeeTest is same-origin.
    { resourceType: 'GEETEST_SCRIPT', url: '/sandbox/geetest/gt4.js', qrCodeUrl: '', labelNameEn: 'GeeTest' },
  ];
}
