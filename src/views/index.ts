export { colorsEnabled, palette, type Paint, type Palette } from './colors.js';
export { unifiedDiff } from './unified-diff.js';
export { changeBody } from './change-body.js';
export { renderPlanText } from './text-plan.js';
export { renderPlanJson } from './json-plan.js';
export { renderPlanMarkdown } from './markdown-plan.js';
export { rolloutLines, stepText, type RolloutView } from './rollout-steps.js';
export { renderUpgradeText } from './upgrade-plan.js';
export { renderCertificateText } from './certificate-table.js';
