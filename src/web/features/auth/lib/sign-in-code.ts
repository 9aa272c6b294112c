import { statusOf } from '@web/lib/api-error';

type SignInCodeOutcome = 'sent' | 'rate-limited';

/**
 * Sends a mailed code to the address. Only a 429 is worth telling: any other answer (no such
 * account, a server fault) reads the same, so the form cannot be used to find out who has an account.
 */
export async function requestSignInCode(
  send: (email: string) => Promise<unknown>,
  email: string,
): Promise<SignInCodeOutcome> {
  try {
    await send(email);
  } catch (error) {
    if (statusOf(error) === 429) return 'rate-limited';
  }
  return 'sent';
}
