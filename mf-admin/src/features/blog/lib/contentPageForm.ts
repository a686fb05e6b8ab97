import {
  contentPageBySlug,
  contentPageLimits as limits,
  contentPageMessages as m,
  parseFaqMarkdown,
  type AdminContentPage,
  type AdminContentPageBody,
  type ContentPageSlug,
} from '@kredi/contracts/content-pages';

export interface ContentPageFormValues {
  slug: ContentPageSlug | '';
  title: string;
  description: string;
  content: string;
  version: string;
  updatedOn: string;
  published: boolean;
}

export type ContentPageFormErrors = Partial<Record<keyof ContentPageFormValues, string>>;

/** Today in Istanbul as 'YYYY-MM-DD': the last-updated date a new or edited page starts with. */
export function istanbulToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const emptyContentPage = (slug: ContentPageSlug | '' = ''): ContentPageFormValues => ({
  slug,
  title: '',
  description: '',
  content: '',
  version: '',
  updatedOn: istanbulToday(),
  published: false,
});

export function contentPageFormValues(page: AdminContentPage): ContentPageFormValues {
  return {
    slug: page.slug as ContentPageSlug,
    title: page.title,
    description: page.description,
    content: page.content_source,
    version: page.version ?? '',
    updatedOn: page.updated_on,
    published: page.published,
  };
}

const isPolicy = (slug: string) => contentPageBySlug(slug)?.kind === 'policy';

/** The API's rules, checked before sending (the server checks them again). */
export function checkContentPageForm(values: ContentPageFormValues): ContentPageFormErrors {
  const errors: ContentPageFormErrors = {};
  if (!values.slug) errors.slug = m.slugUnknown;
  if (!values.title.trim()) errors.title = m.titleRequired;
  else if (values.title.trim().length > limits.title) errors.title = m.titleTooLong;
  if (!values.description.trim()) errors.description = m.descriptionRequired;
  else if (values.description.trim().length > limits.description) errors.description = m.descriptionTooLong;
  if (!values.content.trim()) errors.content = m.contentRequired;
  else if (values.content.length > limits.content) errors.content = m.contentTooLong;
  else if (contentPageBySlug(values.slug)?.kind === 'faq' && parseFaqMarkdown(values.content).groups.length === 0)
    errors.content = m.faqEmpty;
  if (isPolicy(values.slug)) {
    if (!values.version.trim()) errors.version = m.versionRequired;
    else if (values.version.trim().length > limits.version || !/^[0-9A-Za-z][0-9A-Za-z.-]*$/.test(values.version.trim()))
      errors.version = m.versionInvalid;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.updatedOn)) errors.updatedOn = m.dateInvalid;
  return errors;
}

/** The API's field names back to the form's. */
export const CONTENT_PAGE_SERVER_FIELDS: Record<string, keyof ContentPageFormValues> = { updated_on: 'updatedOn' };

export function toContentPageBody(values: ContentPageFormValues): AdminContentPageBody {
  return {
    slug: values.slug as ContentPageSlug,
    title: values.title.trim(),
    description: values.description.trim(),
    content: values.content,
    version: isPolicy(values.slug) ? values.version.trim() : null,
    updated_on: values.updatedOn,
    published: values.published,
  };
}
