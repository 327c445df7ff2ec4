import { useMemo, useState } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import Cancel from '@mui/icons-material/Cancel';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useTranslate } from 'react-admin';
import type { TPersonChoice } from '../api';
import { writePerson } from './drag';
import { useRosterDrag } from './DragProvider';
import { useTouchCarry } from './useTouchCarry';
import { PersonSearch } from '../assign/PersonSearch';

/** A person to carry: the browser's drag and drop with a mouse, a long press then a drag with a finger. */
const PaletteChip = ({ person, onRemove }: { person: TPersonChoice; onRemove?: () => void }) => {
  const translate = useTranslate();
  const drag = useRosterDrag();
  const touch = useTouchCarry({ kind: 'person', person });
  return (
    <Chip
      icon={<DragIndicator />}
      label={person.name}
      draggable
      onDragStart={(event) => {
        writePerson(event.dataTransfer, person);
        drag?.begin({ kind: 'person', person }, 'mouse');
      }}
      onDragEnd={() => drag?.end()}
      {...touch}
      onDelete={onRemove}
      deleteIcon={<Cancel titleAccess={translate('roster.palette.remove', { name: person.name })} />}
      data-testid="roster-palette-person"
      data-user={person.id}
      data-carried={drag?.carry?.kind === 'person' && drag.carry.person.id === person.id ? 'true' : undefined}
      sx={{ cursor: 'grab', minHeight: 36, flex: 'none', userSelect: 'none', WebkitUserSelect: 'none', WebkitTouchCallout: 'none' }}
    />
  );
};

/**
 * The people to drag onto open shifts of the posts grid: those the roster already plans and any
 * the office adds by name. Dragging is a shortcut; opening a shift and picking does the same.
 */
export const PeoplePalette = ({ people }: { people: TPersonChoice[] }) => {
  const translate = useTranslate();
  const [added, setAdded] = useState<TPersonChoice[]>([]);
  // Those just added come first: the row scrolls, and the person looked for must be in reach.
  const shown = useMemo(() => {
    const byId = new Map([...added].reverse().map((person) => [person.id, person]));
    for (const person of people) if (!byId.has(person.id)) byId.set(person.id, person);
    return [...byId.values()];
  }, [people, added]);
  return (
    // On a phone and a tablet too: a finger carries a person after a long press (useTouchCarry).
    <Box component="section" aria-labelledby="roster-palette" data-testid="roster-palette" sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography id="roster-palette" variant="subtitle2" component="h2">{translate('roster.palette.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('roster.palette.hint')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1, alignItems: 'center' }}>
        <Box sx={{ width: { xs: '100%', sm: 260 }, flex: 'none' }}>
          <PersonSearch
            known={[]}
            value={null}
            onChange={(person) => person && setAdded((list) => [...list.filter((p) => p.id !== person.id), person])}
            label={translate('roster.palette.add')}
            testId="roster-palette-search"
          />
        </Box>
        {shown.length === 0 && <Typography variant="body2" color="text.secondary">{translate('roster.palette.empty')}</Typography>}
        {/* One line that scrolls sideways: a company's hundred guards must not push the grid off the screen. */}
        <Box tabIndex={shown.length ? 0 : -1} role="group" aria-label={translate('roster.palette.title')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 0.5, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
          {shown.map((person) => {
            const removable = added.some((p) => p.id === person.id) && !people.some((p) => p.id === person.id);
            return (
              <PaletteChip key={person.id} person={person} onRemove={removable ? () => setAdded((list) => list.filter((p) => p.id !== person.id)) : undefined} />
            );
          })}
        </Box>
      </Box>
    </Box>
  );
};
