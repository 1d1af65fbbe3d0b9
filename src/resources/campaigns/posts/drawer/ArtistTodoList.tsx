import { Chip, List, ListItem, ListItemText, Stack, Switch } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CampaignPost, MaterialNeeded } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { useRefreshPosts } from '../../useRefreshPosts';
import { DrawerSection, DrawerText } from './DrawerSection';

const KEY = 'app.campaigns.drawer.todo';

/** A missing flag means enabled (spec 3). */
const isEnabled = (item: MaterialNeeded) => item.enabled !== false;

/**
 * What the artist is asked to provide for the post. Each item is switched on or off at once and
 * saved with the post; a refused save puts the switch back.
 */
export const ArtistTodoList = ({ post }: { post: CampaignPost }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  const refresh = useRefreshPosts();
  const baseId = useId();
  const saved = post.ai_artist_materials_needed;
  // Shown ahead of the server's answer; the post's own list again once it changes.
  const [items, setItems] = useState(saved ?? []);
  const [source, setSource] = useState(saved);
  if (source !== saved) {
    setSource(saved);
    setItems(saved ?? []);
  }

  const toggle = async (index: number) => {
    const previous = items;
    const next = items.map((item, i) =>
      i === index ? { ...item, enabled: !isEnabled(item) } : item,
    );
    setItems(next);
    try {
      await dataProvider.updatePost(post.id, { ai_artist_materials_needed: next });
    } catch (error) {
      setItems(previous);
      toast.failure(error, `${KEY}.update_failed`);
      return;
    }
    await refresh();
  };

  return (
    <DrawerSection title={translate(`${KEY}.title`)}>
      {items.length === 0 ? (
        <DrawerText muted>{translate(`${KEY}.empty`)}</DrawerText>
      ) : (
        <List dense disablePadding>
          {items.map((item, index) => {
            const specsId = `${baseId}-${index}`;
            return (
              <ListItem
                key={index}
                disableGutters
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={isEnabled(item)}
                    onChange={() => void toggle(index)}
                    slotProps={{
                      input: { 'aria-label': item.task, 'aria-describedby': specsId },
                    }}
                  />
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={translate(`${KEY}.type.${item.type}`, { _: item.type })}
                      />
                      <span>{item.task}</span>
                    </Stack>
                  }
                  secondary={<span id={specsId}>{item.specs}</span>}
                  sx={{ pr: 4 }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </DrawerSection>
  );
};
