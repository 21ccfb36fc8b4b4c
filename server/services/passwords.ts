// Passwords are hashed with argon2id (OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane),
// through @node-rs/argon2, which ships a prebuilt binary inside its npm package.
import { hash, verify } from '@node-rs/argon2'

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read)
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
