import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { BlogCategory } from '@kredi/contracts/blog';

/** 'Tümü' (value '') and one tab per category from the API. */
export function CategoryTabs({
  categories,
  value,
  onChange,
}: {
  categories: readonly BlogCategory[];
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_e, slug: string) => onChange(slug)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Blog kategorileri"
    >
      <Tab label="Tümü" value="" />
      {categories.map((c) => (
        <Tab key={c.slug} label={c.name} value={c.slug} />
      ))}
    </Tabs>
  );
}
