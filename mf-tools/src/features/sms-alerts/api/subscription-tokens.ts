import { SMS_TOKEN_STORAGE_KEY } from '@plotwise/contracts';

/**
 * The tokens `verify` gave this browser, by normalised number: only their
 * holder sees a number's subscription and ends it. Storage may be off (private
 * windows); then the browser simply holds none.
 */
type Tokens = Record<string, string>;

function readTokens(): Tokens {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SMS_TOKEN_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Tokens) : {};
  } catch {
    return {};
  }
}

function writeTokens(tokens: Tokens): void {
  try {
    if (Object.keys(tokens).length === 0) window.localStorage.removeItem(SMS_TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(SMS_TOKEN_STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // storage disabled: the subscription is still there; this browser just cannot show it later
  }
}

export function subscriptionTokenFor(phoneNumber: string): string | null {
  const token = readTokens()[phoneNumber];
  return typeof token === 'string' ? token : null;
}

export function keepSubscriptionToken(phoneNumber: string, token: string): void {
  writeTokens({ ...readTokens(), [phoneNumber]: token });
}

export function forgetSubscriptionToken(phoneNumber: string): void {
  const { [phoneNumber]: _forgotten, ...rest } = readTokens();
  writeTokens(rest);
}
