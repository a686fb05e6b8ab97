import { adminBlogLimits, adminBlogMessages as m, type AdminPost, type AdminPostBody } from '@kredi/contracts/admin';

export interface PostFormValues {
  title: string;
  slug: string;
  summary: string;
  content: string;
  categoryId: number | '';
  image: string | null;
  published: boolean;
  featured: boolean;
}

export type PostFormErrors = Partial<Record<keyof PostFormValues, string>>;

export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  summary: '',
  content: '',
  categoryId: '',
  image: null,
  published: false,
  featured: false,
};

export function postFormValues(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    content: post.content_source,
    categoryId: post.category.id,
    image: post.image,
    published: post.published,
    featured: post.featured,
  };
}

/** The API's rules, checked before sending (the server checks them again). */
export function checkPostForm(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  if (!values.title.trim()) errors.title = m.titleRequired;
  else if (values.title.trim().length > adminBlogLimits.title) errors.title = m.titleTooLong;
  if (!values.summary.trim()) errors.summary = m.summaryRequired;
  else if (values.summary.trim().length > adminBlogLimits.summary) errors.summary = m.summaryTooLong;
  if (!values.content.trim()) errors.content = m.contentRequired;
  else if (values.content.length > adminBlogLimits.content) errors.content = m.contentTooLong;
  if (values.categoryId === '') errors.categoryId = m.categoryRequired;
  if (values.slug && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug)) errors.slug = m.slugInvalid;
  return errors;
}

/** The API's field names back to the form's. */
export const SERVER_FIELDS: Record<string, keyof PostFormValues> = { category_id: 'categoryId' };

export function toPostBody(values: PostFormValues): AdminPostBody {
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    content: values.content,
    category_id: Number(values.categoryId),
    slug: values.slug.trim(),
    image: values.image,
    published: values.published,
    featured: values.featured,
  };
}
