// The axe-core rules every accessibility check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA. axe
// files its one rule for a criterion new in 2.2 (target-size, 2.5.8) under wcag22aa; 2.2's other new
// criteria have no axe rule and are tested by the specs docs/accessibility.md names.
export const WCAG22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
