import assert from 'node:assert/strict';
import { RemoteError, UserError } from '../../src/errors.js';

/** The message `f` refuses with (a user or remote error); fails the test when it does not refuse. */
export function refusalOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof UserError || e instanceof RemoteError) return e.message;
    throw e;
  }
  assert.fail('expected a refusal');
}
