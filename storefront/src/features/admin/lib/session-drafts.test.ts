import { draftKey, keepDraft, takeDraft, valuesToKeep, withDraft } from './session-drafts';

describe('staff form drafts', () => {
  it('are kept per screen and per item', () => {
    expect(draftKey('/create-product')).toBe('staff-draft:/create-product');
    expect(draftKey('/update-product', 'p1')).not.toBe(draftKey('/update-product', 'p2'));
  });

  it('are handed back once, then gone', () => {
    keepDraft(draftKey('/shop-settings'), { shopName: 'Rang Art House' });
    expect(takeDraft(draftKey('/shop-settings'))).toEqual({ shopName: 'Rang Art House' });
    expect(takeDraft(draftKey('/shop-settings'))).toBeNull();
  });

  it('hand back nothing for a missing or unreadable draft', () => {
    expect(takeDraft(draftKey('/create-template'))).toBeNull();
    sessionStorage.setItem(draftKey('/create-template'), '{not json');
    expect(takeDraft(draftKey('/create-template'))).toBeNull();
    sessionStorage.setItem(draftKey('/create-template'), '["a list"]');
    expect(takeDraft(draftKey('/create-template'))).toBeNull();
  });

  it('keep the typed values, never the picked files', () => {
    expect(
      valuesToKeep({ name: 'Moon', images: [{ image: 'data:image/png;base64,AAA' }] }, ['images']),
    ).toEqual({
      name: 'Moon',
    });
  });

  it("are laid over the form's values: only its own fields, never the left-out ones", () => {
    const form = { name: 'Starry Night', stock: '12', images: [{ image: '/uploads/front.webp' }] };
    const draft = { name: 'Moon', images: [], injected: 'x' };
    expect(withDraft(form, draft, ['images'])).toEqual({ ...form, name: 'Moon' });
  });
});
