import { describe, expect, it } from 'vitest';
import { ListingAnswers, listingQueryFrom } from './listing-answers';

function fakeListing() {
  const state = { version: 'v1', builds: 0 };
  const answers = new ListingAnswers(
    async () => state.version,
    async (query) => {
      state.builds++;
      return { query, version: state.version };
    },
  );
  return { state, answers };
}

const read = async (answers: ListingAnswers, query: Record<string, string>) =>
  JSON.parse((await answers.get(listingQueryFrom(query))).identity.toString());

describe('ListingAnswers', () => {
  it('builds a listing once per normalised query and version', async () => {
    const { state, answers } = fakeListing();
    await read(answers, { search: 'Night ' });
    await read(answers, { search: 'night', unknown: 'x' });
    expect(state.builds).toBe(1);
    state.version = 'v2';
    expect((await read(answers, { search: 'NIGHT' })).version).toBe('v2');
    expect(state.builds).toBe(2);
  });

  it('builds once for requests that arrive together', async () => {
    const { state, answers } = fakeListing();
    await Promise.all(Array.from({ length: 5 }, () => read(answers, { page: '2' })));
    expect(state.builds).toBe(1);
  });

  it('peeks only at a current entry, never building one', async () => {
    const { state, answers } = fakeListing();
    const query = listingQueryFrom({ type: 'Frames' });
    expect(await answers.peek(query)).toBeNull();
    await answers.get(query);
    expect(await answers.peek(query)).not.toBeNull();
    state.version = 'v2';
    expect(await answers.peek(query)).toBeNull();
    expect(state.builds).toBe(1);
  });

  it('keeps a bounded number of pages whatever the queries', async () => {
    const { state, answers } = fakeListing();
    for (let page = 1; page <= 600; page++) await read(answers, { page: String(page) });
    await read(answers, { page: '600' });
    await read(answers, { page: '1' });
    expect(state.builds).toBe(601);
  });

  it('refuses a bad parameter as a 400 naming it', () => {
    expect(() => listingQueryFrom({ page: '-1' })).toThrow('page must be a page number');
  });
});
