// The race test's control run: selling's row locks off for one describe block, on again after.
import { afterAll, beforeAll } from 'vitest'
import { switchRowLocks } from '../services/selling/locking'

export function rowLocksDuring(on: boolean) {
  beforeAll(() => switchRowLocks(on))
  afterAll(() => switchRowLocks(true))
}
