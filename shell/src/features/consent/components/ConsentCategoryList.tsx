import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentGrants } from '@kredi/contracts/consent';

export interface ConsentCategoryListProps {
  grants: ConsentGrants;
  onChange: (category: ConsentCategory, granted: boolean) => void;
}

/**
 * The categories with their descriptions, one checkbox each ('Zorunlu' ticked and disabled). Its own chunk, loaded
 * when the visitor opens the preferences: a first visit that answers at once never fetches these texts.
 */
export default function ConsentCategoryList({ grants, onChange }: ConsentCategoryListProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }}>
      <Box component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 600, fontSize: '0.95rem' }}>
        Kategoriler
      </Box>
      {CONSENT_CATEGORIES.map((category) => {
        const id = `cerez-kategori-${category.id}`;
        const checked = category.zorunlu || grants[category.id as ConsentCategory] === true;
        return (
          <Box key={category.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.75 }}>
            <input
              id={id}
              type="checkbox"
              checked={checked}
              disabled={category.zorunlu}
              aria-describedby={`${id}-aciklama`}
              onChange={(e) => onChange(category.id as ConsentCategory, e.target.checked)}
              style={{ width: 20, height: 20, margin: '2px 0 0', flexShrink: 0 }}
            />
            <Box>
              <Box component="label" htmlFor={id} sx={{ fontWeight: 600, cursor: category.zorunlu ? 'default' : 'pointer' }}>
                {category.ad}
                {category.zorunlu ? ' (her zaman açık)' : ''}
              </Box>
              <Typography id={`${id}-aciklama`} variant="body2" color="text.secondary">
                {category.aciklama}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
