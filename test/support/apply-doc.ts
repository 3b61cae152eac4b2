/** The parts of `apply --json`'s report (schemas/apply-json.schema.json) that tests read. */
export interface ApplyDoc {
  cluster?: string;
  outcome: string;
  resources: { add: number; change: number; destroy: number };
  applied: number;
  notApplied: number;
  steps: { number: number; title: string; outcome: string; applied: string[] }[];
  objects: string[];
  nodesLabelled: string[];
  unknown?: string[];
  stop?: { kind: string; step?: number; host?: string; message: string };
  [field: string]: unknown;
}
