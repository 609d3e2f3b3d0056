import { placeholdersOfRule, RULE_CODES } from '@shop/contracts';
import english from './en.json';
import urdu from './ur.json';

const placeholdersOf = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const ruleKeysOf = (catalogue: Record<string, string>) =>
  Object.keys(catalogue).filter((key) => key.startsWith('rule.'));

describe('the rule messages’ catalogue', () => {
  const urduTexts: Record<string, string> = urdu;

  it('gives every rule code an Urdu text with the same values as its English', () => {
    const lacking = RULE_CODES.filter(
      (code) =>
        placeholdersOf(urduTexts[`rule.${code}`] ?? '').join() !== placeholdersOfRule(code).sort().join(),
    );
    expect(lacking).toEqual([]);
  });

  it('holds no Urdu text for a code contracts no longer has', () => {
    const codes = new Set(RULE_CODES.map((code) => `rule.${code}`));
    expect(ruleKeysOf(urduTexts).filter((key) => !codes.has(key))).toEqual([]);
  });

  it('leaves the English to contracts, where it is written once', () => {
    expect(ruleKeysOf(english as Record<string, string>)).toEqual([]);
  });
});
