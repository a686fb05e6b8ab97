import type { BlogPost } from '@kredi/contracts/blog';
import { relatedPosts } from './relatedPosts';

const post = (id: number, category: string | null): BlogPost => ({
  id,
  slug: `yazi-${id}`,
  title: `Yazı ${id}`,
  summary: '',
  content: '',
  image: null,
  created_at: '2025-04-04T10:00:00Z',
  reading_time: null,
  is_featured: false,
  title_text: `Yazı ${id}`,
  summary_text: '',
  reading_minutes: 1,
  category: { name: category ?? '', slug: category ?? '' },
});

describe('relatedPosts', () => {
  it('gives up to two posts of the same category, without the post itself', () => {
    const current = post(1, 'konut');
    const candidates = [post(1, 'konut'), post(2, 'tasit'), post(3, 'konut'), post(4, 'konut'), post(5, 'konut')];
    expect(relatedPosts(current, candidates).map((p) => p.id)).toEqual([3, 4]);
  });

  it('gives nothing when the post has no category', () => {
    expect(relatedPosts(post(1, null), [post(2, null)])).toEqual([]);
  });

  it('gives fewer when fewer exist', () => {
    expect(relatedPosts(post(1, 'konut'), [post(1, 'konut'), post(9, 'konut')]).map((p) => p.id)).toEqual([9]);
  });
});
