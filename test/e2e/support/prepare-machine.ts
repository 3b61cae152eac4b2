/**
 * Run by scripts/test.sh before any test file: the programs and accounts the e2e test hosts need,
 * made while no lab host is up (see ensureTestUsers for why that matters).
 */
import { ensurePrerequisites } from './ensure-prerequisites.js';
import { ensureTestUsers } from './test-hosts.js';

ensurePrerequisites();
ensureTestUsers();
