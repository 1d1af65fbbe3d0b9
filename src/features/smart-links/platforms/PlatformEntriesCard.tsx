import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { SmartLinkPlatformType } from '@/api/types';
import { SectionCard } from '@/components/detail/SectionCard';
import { PoliteStatus } from '@/components/sortable/PoliteStatus';
import { SortableList } from '@/components/sortable/SortableList';
import { useSortableFocus, type MoveDirection } from '@/components/sortable/useSortableFocus';
import { EMPTY_ENTRY, type PlatformEntry, type SmartLinkFormValues } from '../model/formValues';
import { SortablePlatformEntry } from './SortablePlatformEntry';

const KEYS = 'app.smart_links.platforms';

export interface PlatformEntriesCardProps {
  type: SmartLinkPlatformType;
}

/**
 * The Streaming Platforms or Social Platforms card: the form's `streaming` or `social` list.
 * Entries are added, removed, shown or hidden, and reordered by dragging a handle (a mouse or
 * pen, a finger, or the keyboard, announced as it goes) or with Move up / Move down; each move
 * and removal is also said in a live region. Lives inside the manager's form.
 */
export const PlatformEntriesCard = ({ type }: PlatformEntriesCardProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`${KEYS}.${key}`, options);
  const { control } = useFormContext<SmartLinkFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: type });
  const watched = useWatch({ control, name: type });
  const [announcement, setAnnouncement] = useState('');

  // `fields` holds each row's key; the values typed since the last add or move are watched.
  const entries: PlatformEntry[] = fields.map((_, index) => watched?.[index] ?? EMPTY_ENTRY);
  const names = entries.map(
    (entry, index) => entry.platform_name || t('entry', { position: index + 1 }),
  );
  const labels = fields.map((field, index) => ({ id: field.id, label: names[index] ?? '' }));
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useSortableFocus(fields, addButton);

  const moveEntry = (from: number, to: number) => {
    move(from, to);
    setAnnouncement(t('moved', { name: names[from], position: to + 1, total: fields.length }));
  };

  const moveBy = (index: number, direction: MoveDirection) => {
    const field = fields[index];
    if (!field) return;
    focus.keepFocusOnMove(field.id, direction);
    moveEntry(index, direction === 'up' ? index - 1 : index + 1);
  };

  const removeAt = (index: number) => {
    focus.keepFocusOnRemove(index);
    setAnnouncement(t('removed', { name: names[index] }));
    remove(index);
  };

  const add = () =>
    append(
      { ...EMPTY_ENTRY },
      // The new row's platform comes first: the focus goes there.
      { focusName: `${type}.${fields.length}.platform_name` },
    );

  const used = (except: number) =>
    new Set(entries.filter((_, i) => i !== except).map((entry) => entry.platform_name));

  return (
    <SectionCard title={t(`${type}.title`)}>
      {fields.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t(`${type}.empty`)}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('order_hint')}
          </Typography>
          <SortableList
            items={labels}
            announcementsKey={`${KEYS}.drag`}
            onMove={moveEntry}
            label={t(`${type}.title`)}
            sx={{ mb: 2 }}
          >
            {fields.map((field, index) => (
              <SortablePlatformEntry
                key={field.id}
                id={field.id}
                type={type}
                index={index}
                count={fields.length}
                entry={entries[index] ?? EMPTY_ENTRY}
                name={names[index] ?? ''}
                usedElsewhere={used(index)}
                onMoveUp={() => moveBy(index, 'up')}
                onMoveDown={() => moveBy(index, 'down')}
                onRemove={() => removeAt(index)}
                buttonRef={focus.buttonRef(field.id)}
              />
            ))}
          </SortableList>
        </>
      )}
      <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={add}>
        {t(`${type}.add`)}
      </Button>
      <PoliteStatus message={announcement} />
    </SectionCard>
  );
};
