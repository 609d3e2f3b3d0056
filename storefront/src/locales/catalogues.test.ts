import english from './en.json';
import urdu from './ur.json';

/** The names of a message's values, `{count}` and `{count, plural, …}` alike. */
function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();
}

const keysOf = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

describe('the message catalogues', () => {
  it('give every message key both an English and an Urdu text', () => {
    // The rule messages' English is contracts' (RULE_TEXTS): only their Urdu is here (rule-texts.test.ts).
    expect(keysOf(urdu).filter((key) => !key.startsWith('rule.'))).toEqual(keysOf(english));
    for (const catalogue of [english, urdu] as Record<string, string>[]) {
      const blank = Object.entries(catalogue).filter(([, text]) => text.trim() === '');
      expect(blank).toEqual([]);
    }
  });

  it('keep the same values in both languages, so no number or name goes missing in Urdu', () => {
    const urduTexts: Record<string, string> = urdu;
    const differing = Object.entries(english as Record<string, string>)
      .filter(([key, text]) => placeholdersOf(text).join() !== placeholdersOf(urduTexts[key] ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
