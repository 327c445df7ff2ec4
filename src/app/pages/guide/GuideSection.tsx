import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { Link } from 'react-router-dom';
import type { TGuideCompany } from '../../../shared/schemas/guide';
import type { TGuideUi } from './content/types';
import { fill, type TPreparedBlock, type TPreparedSection, type TSegment } from './prepare';
import { highlight } from './search';

/** A text with the query's words marked. */
const Marked = ({ text, words }: { text: string; words: readonly string[] }) => (
  <>
    {highlight(text, words).map((piece, index) =>
      piece.hit ? <Box key={index} component="mark" sx={{ bgcolor: '#ffe08a', color: 'inherit', borderRadius: 0.5, px: 0.25 }}>{piece.text}</Box> : piece.text)}
  </>
);

/** Plain words and the app's labels, which read in bold as on the buttons they name. */
const Segments = ({ segments, words }: { segments: TSegment[]; words: readonly string[] }) => (
  <>
    {segments.map((segment, index) =>
      segment.label ? <strong key={index}><Marked text={segment.text} words={words} /></strong> : <Marked key={index} text={segment.text} words={words} />)}
  </>
);

/** A phone as a tel: link dials: digits and a leading '+' only. */
const dialable = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '');

const TAP = { minHeight: 48, justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' } as const;

/** Whom to call: the company's phone as a tel: link and its e-mail; without a phone, ask the office. */
const Contacts = ({ company, ui, noPhone, words }: { company?: TGuideCompany; ui: TGuideUi; noPhone: string; words: readonly string[] }) => {
  if (!company) return <Typography data-testid="guide-no-company"><Marked text={ui.noCompany} words={words} /></Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="guide-contacts">
      <Typography sx={{ fontWeight: 700 }}><Marked text={company.name} words={words} /></Typography>
      {company.phone ? (
        <Button variant="contained" size="large" href={`tel:${dialable(company.phone)}`} startIcon={<PhoneOutlined />} sx={TAP} data-testid="guide-call">
          <Marked text={fill(ui.call, { phone: company.phone })} words={words} />
        </Button>
      ) : (
        <Typography data-testid="guide-no-phone"><Marked text={noPhone} words={words} /></Typography>
      )}
      {company.email && (
        <Button variant="outlined" size="large" href={`mailto:${company.email}`} startIcon={<EmailOutlined />} sx={TAP} data-testid="guide-write">
          <Marked text={fill(ui.write, { email: company.email })} words={words} />
        </Button>
      )}
    </Box>
  );
};

const Block = ({ block, ...props }: { block: TPreparedBlock; company?: TGuideCompany; ui: TGuideUi; noPhone: string; words: readonly string[] }) => {
  const { words } = props;
  if (block.kind === 'contacts') return <Contacts {...props} />;
  if (block.kind === 'steps') {
    return (
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {block.items.map((item, index) => <li key={index}><Typography component="span"><Segments segments={item} words={words} /></Typography></li>)}
      </Box>
    );
  }
  if (block.kind === 'tip') {
    return (
      <Box sx={{ borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}>
        <Typography><Segments segments={block.segments} words={words} /></Typography>
      </Box>
    );
  }
  return <Typography><Segments segments={block.segments} words={words} /></Typography>;
};

/** One topic of the guide: a heading that opens it, its text, and the screens it talks about. */
export const GuideSection = ({ section, expanded, onToggle, goTo, ...props }: {
  section: TPreparedSection;
  expanded: boolean;
  onToggle: (open: boolean) => void;
  goTo: string;
  company?: TGuideCompany;
  ui: TGuideUi;
  noPhone: string;
  words: readonly string[];
}) => (
  <Accordion
    id={section.id}
    expanded={expanded}
    onChange={(_, open) => onToggle(open)}
    disableGutters
    slotProps={{ heading: { component: 'h2' } }}
    sx={{ borderRadius: '12px !important', '&::before': { display: 'none' }, scrollMarginTop: 80 }}
    data-testid="guide-section"
    data-section={section.id}
  >
    <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls={`${section.id}-content`} id={`${section.id}-title`} sx={{ minHeight: 56, '& .MuiAccordionSummary-content': { my: 1.5 } }}>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.05rem' }}><Marked text={section.title} words={props.words} /></Typography>
    </AccordionSummary>
    <AccordionDetails sx={{ display: 'grid', gap: 1.5, pt: 0 }}>
      {section.blocks.map((block, index) => <Block key={index} block={block} {...props} />)}
      {section.links.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {section.links.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="outlined" endIcon={<ArrowForwardOutlined />} sx={{ minHeight: 48 }} data-testid="guide-link">
              {goTo} {link.label}
            </Button>
          ))}
        </Box>
      )}
    </AccordionDetails>
  </Accordion>
);
