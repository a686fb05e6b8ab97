import { ContentPageView } from '../../../components/contentPage/ContentPageView';
import { faqJsonLd, jsonLdText } from '../lib/faqJsonLd';
import { FaqGroups } from './FaqGroups';

/** /sss: the FAQ, grouped, with its schema.org FAQPage data in the page. */
export default function FaqPage() {
  return (
    <ContentPageView slug="sss">
      {(page) =>
        page.faq && (
          <>
            <FaqGroups groups={page.faq} />
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(faqJsonLd(page.faq)) }} />
          </>
        )
      }
    </ContentPageView>
  );
}
