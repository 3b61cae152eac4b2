import { compareAddresses } from '../model/address.js';
import { isEffective, type Change, type Plan } from '../model/plan.js';

/** Every change, in address order, whatever order the plan was built or saved in. */
export const orderedChanges = (plan: Plan): Change[] => [...plan.changes].sort((a, b) => compareAddresses(a.addr, b.addr));

/** The changes apply would make (noops left out), in address order. */
export const effectiveChanges = (plan: Plan): Change[] => orderedChanges(plan).filter(isEffective);
