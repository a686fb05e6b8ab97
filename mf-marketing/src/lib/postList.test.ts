import { asPostList } from './postList';

describe('asPostList', () => {
  it('accepts an array or a paginated { results } answer, and nothing else', () => {
    const post = { id: 1 };
    expect(asPostList([post])).toEqual([post]);
    expect(asPostList({ results: [post] })).toEqual([post]);
    expect(asPostList({ detail: 'x' })).toEqual([]);
    expect(asPostList(null)).toEqual([]);
    expect(asPostList('<html>')).toEqual([]);
  });
});

describe('a listed post', () => {
  it("keeps what a card shows and drops the post's body, which no list shows", () => {
    const post = { id: 1, slug: 'a', title: 'Başlık', summary: 'Özet', content: '<p>Uzun yazı</p>', image: null };
    expect(asPostList([post])).toEqual([{ id: 1, slug: 'a', title: 'Başlık', summary: 'Özet', image: null }]);
    expect(asPostList({ results: [post] })[0]).not.toHaveProperty('content');
  });
});
