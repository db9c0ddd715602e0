import argon2 from 'argon2';

/** How much each password hash costs: argon2id's memory (KiB) and passes. */
export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}

/**
 * OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. Production never goes below it
 * (config.ts refuses a cheaper setting there); tests set a cheaper cost, since hundreds of
 * sign-ups at 50 ms each would buy nothing a cheap hash does not show.
 */
export const PRODUCTION_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 19456, iterations: 2 };

/**
 * Hashes and checks passwords. A hash records the cost it was made with, so a hash made at one
 * cost still verifies after the setting changes.
 */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashCost = PRODUCTION_PASSWORD_HASH_COST) {}

  hash(plain: string): Promise<string> {
    return argon2.hash(plain, { type: argon2.argon2id, memoryCost: this.cost.memoryKib, timeCost: this.cost.iterations, parallelism: 1 });
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false;
    }
  }

  /**
   * Verifying against this when an email is unknown keeps sign-in timing the same for existing
   * and missing accounts: it is made at the same cost as real hashes.
   */
  dummyHash(): Promise<string> {
    this.dummy ??= this.hash('not-a-real-password-just-timing');
    return this.dummy;
  }
}
