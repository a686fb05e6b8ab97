import { useRef } from 'react';
import { useDocumentMeta } from '@kredi/kernel';
import { HeroSection } from './HeroSection';
import { WhyUsSection } from './WhyUsSection';
import { CtaSection } from './CtaSection';
import { LatestPostsSection } from './LatestPostsSection';

export default function HomePage() {
  useDocumentMeta(
    'Kolay Kredinin Formülü',
    "Yapay zekâ destekli kredi raporu ile 24'ten fazla bankadaki toplam kredi limitinizi yaklaşık 1 dakikada, ücretsiz öğrenin.",
  );
  const whyUs = useRef<HTMLElement>(null);
  return (
    <>
      <HeroSection onMore={() => whyUs.current?.scrollIntoView({ behavior: 'smooth' })} />
      <WhyUsSection ref={whyUs} />
      <CtaSection />
      <LatestPostsSection />
    </>
  );
}
