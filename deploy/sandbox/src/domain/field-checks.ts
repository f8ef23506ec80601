/**
 * The field rules of the account forms (docs/product.md#field-rules), enforced by the gateway as the client
 * checks them: registration, password changes and the agent centre's downline registration use the same ones.
 */
import type { FieldRule } from '@tessera/shared/api-types';
import { GatewayError } from '../gateway/envelope.js';
import { canonicalMobile } from '../gateway/phone.js';

function patternOf(rule: FieldRule): RegExp {
  const src = rule.acceptedPattern === '*' || !rule.acceptedPattern ? '.*' : rule.acceptedPattern;
  return new RegExp(src.startsWith('^') ? src : `^(?:${src})$`, 'u');
}

/**
 * The field `name` against its rule: refused when required and empty, or present and out of rule. Also
 * agentRegister's check (routes/agent.ts), so a downline follows the registration rules.
 */
export function checkField(name: string, value: string, rule: FieldRule | undefined, required: boolean): void {
  if (!value) {
    if (required) throw new GatewayError(200, 'request_param_err', `${name} is required`, { field: name });
    return;
  }
  if (!rule) return;
  if (value.length < rule.minLength || value.length > rule.maxLength || !patternOf(rule).test(value)) {
    throw new GatewayError(200, 'request_param_err', `${name} does not follow its rule (${rule.minLength}-${rule.maxLength}, ${rule.patternId})`, { field: name });
  }
}

/** A mobile (canonical, or as sent) that is no valid number for +63 or the call's dial code is refused. */
export function checkMobile(mobile: string, dialCode?: string): void {
  if (canonicalMobile(mobile, dialCode) === null) throw new GatewayError(200, 'phone.format.invalid', 'Invalid phone number format');
}

/** A domain as the client sends it (`location.host`): a host name or address, an optional port, nothing else. */
const DOMAIN = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/** Refuses a `domain` that is not one (a URL, a path, script): the gateway's invalid URL or domain. */
export function checkDomain(domain: string): void {
  if (domain && !DOMAIN.test(domain)) throw new GatewayError(200, 'domain.invalid', 'Invalid URL or domain, please contact customer service');
}
