import { render } from '@testing-library/react';
import { useDocumentMeta } from './useDocumentMeta';

function Page({ title, description }: { title: string; description?: string }) {
  useDocumentMeta(title, description);
  return null;
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Ana sayfanın açıklaması" />';
});

test('sets the title and replaces the description', () => {
  render(<Page title="Blog | Marka" description="Blog yazıları" />);
  expect(document.title).toBe('Blog | Marka');
  expect(description()).toBe('Blog yazıları');
  expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
});

test('a page without a description does not keep the previous page’s', () => {
  const { rerender } = render(<Page title="Ana Sayfa" description="Ana sayfanın açıklaması" />);
  rerender(<Page title="Kredi Hesaplama | Yakında" />);
  expect(document.title).toBe('Kredi Hesaplama | Yakında');
  expect(description()).toBeUndefined();
  rerender(<Page title="İletişim" description="Bize ulaşın" />);
  expect(description()).toBe('Bize ulaşın');
});
