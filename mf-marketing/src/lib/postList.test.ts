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
