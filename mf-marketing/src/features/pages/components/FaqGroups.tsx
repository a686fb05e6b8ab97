import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqGroup } from '@kredi/contracts/content-pages';
import { PostBody } from '../../../components/PostBody';

/**
 * The FAQ's groups, each question a disclosure. The answers are in the HTML whether open or not (MUI keeps a closed
 * panel's content mounted), so the server-rendered page carries every answer for readers and search engines.
 */
export function FaqGroups({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <Box sx={{ mt: 4 }}>
      {groups.map((group, groupIndex) => (
        <Box component="section" key={`${groupIndex}-${group.title}`} aria-labelledby={`sss-grup-${groupIndex}`} sx={{ mb: 4 }}>
          {group.title && (
            <Typography id={`sss-grup-${groupIndex}`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
              {group.title}
            </Typography>
          )}
          {group.items.map((item, index) => {
            const id = `sss-${groupIndex}-${index}`;
            return (
              <Accordion key={id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
                <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-yanit`} id={`${id}-soru`}>
                  <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
                </AccordionSummary>
                {/* MUI makes the answer's region, labelled by the question, from the summary's id and aria-controls. */}
                <AccordionDetails>
                  <PostBody html={item.answer_html} />
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
