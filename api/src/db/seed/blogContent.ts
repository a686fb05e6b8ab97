import type { NewBlogPost } from '../../features/blog/repository.js';

export interface SeedBlogPost extends Omit<NewBlogPost, 'categoryId'> {
  categorySlug: string;
}

export const demoBlogCategories = [
  { name: 'Kredi Türleri', slug: 'kredi-turleri' },
  { name: 'Findeks ve Kredi Notu', slug: 'findeks-ve-kredi-notu' },
  { name: 'Bütçe ve Birikim', slug: 'butce-ve-birikim' },
];

export const demoBlogPosts: SeedBlogPost[] = [];
