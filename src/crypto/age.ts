import { onDemand } from '../model/on-demand.js';

/** The age library (age-encryption.org/v1), loaded by the one command that encrypts: no other start pays for it. */
const age = onDemand<typeof import('age-encryption')>('age-encryption');

/**
 * Why each of `recipients` is not a native age recipient (`age1...`, as `age-keygen -y` prints
 * one), one line per bad one, without the value when it looks like a secret key. Empty when all
 * are usable.
 */
export function ageRecipientProblems(flag: string, recipients: readonly string[]): string[] {
  const problems: string[] = [];
  for (const r of recipients) {
    if (/^AGE-SECRET-KEY-/i.test(r)) {
      problems.push(`${flag}: an age secret key (AGE-SECRET-KEY-...) was given where its public key belongs; pass the recipient that age-keygen -y prints (age1...), and keep the secret key out of command lines`);
      continue;
    }
    const why = !/^age1[a-z0-9]+$/.test(r) ? 'not an age public key (age1..., as age-keygen -y prints it)' : unusable(r);
    if (why) problems.push(`${flag} ${r}: ${why}`);
  }
  return problems;
}

function unusable(recipient: string): string | undefined {
  const { Encrypter } = age();
  try {
    new Encrypter().addRecipient(recipient);
    return undefined;
  } catch (e) {
    return `not a valid age recipient (${(e as Error).message})`;
  }
}

/** `text` encrypted to every one of `recipients` (any one of their identities decrypts it), ASCII-armored. */
export async function ageEncryptArmored(text: string, recipients: readonly string[]): Promise<string> {
  const { Encrypter, armor } = age();
  const encrypter = new Encrypter();
  for (const r of recipients) encrypter.addRecipient(r);
  return armor.encode(await encrypter.encrypt(text));
}
