import { RULE_CODES, RULE_TEXTS, type RuleCode } from './rule-texts';

/** A rule's message as a code and its values: what a client needs to say it in another language. */
export interface CodedRule {
  code: RuleCode;
  values: Record<string, string>;
}

/** Values that are counts or bounds are digits only, so "at most {max}" cannot swallow "100 characters". */
export const NUMERIC_VALUES = new Set(['max', 'min', 'limit', 'stock', 'added', 'left', 'dpi', 'needed']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function patternOf(text: string): RegExp {
  const seen = new Set<string>();
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return NUMERIC_VALUES.has(name) ? `(?<${name}>-?\\d+)` : `(?<${name}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

const literalLength = (code: RuleCode) => RULE_TEXTS[code].replace(/\{\w+\}/g, '').length;

// The most specific texts first: "{label} must be at most {max} characters" before "{label} must be at most {max}".
const PATTERNS = [...RULE_CODES]
  .sort((a, b) => literalLength(b) - literalLength(a))
  .map((code) => ({ code, pattern: patternOf(RULE_TEXTS[code]) }));

/** The code and values of a message a rule gave (every one is made by `ruleText`), or null for any other. */
export function codedRuleOf(message: string): CodedRule | null {
  for (const { code, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { code, values: { ...match.groups } };
  }
  return null;
}
