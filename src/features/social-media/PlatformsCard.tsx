import BrushIcon from '@mui/icons-material/Brush';
import FacebookIcon from '@mui/icons-material/Facebook';
import InsightsIcon from '@mui/icons-material/Insights';
import InstagramIcon from '@mui/icons-material/Instagram';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import MusicVideoIcon from '@mui/icons-material/MusicVideo';
import ScheduleIcon from '@mui/icons-material/Schedule';
import YouTubeIcon from '@mui/icons-material/YouTube';
import {
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const KEY = 'app.social_media';

const UNAVAILABLE: ReadonlyArray<{ platform: string; icon: ReactNode }> = [
  { platform: 'instagram', icon: <InstagramIcon /> },
  { platform: 'tiktok', icon: <MusicVideoIcon /> },
  { platform: 'youtube', icon: <YouTubeIcon /> },
];

// What the spec's placeholder announced for this screen; still to come.
const COMING: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'facebook_instagram', icon: <FacebookIcon /> },
  { key: 'tiktok', icon: <MusicVideoIcon /> },
  { key: 'scheduling', icon: <ScheduleIcon /> },
  { key: 'permissions', icon: <LockPersonIcon /> },
  { key: 'tracking', icon: <InsightsIcon /> },
  { key: 'templates', icon: <BrushIcon /> },
];

/** Facebook is the one platform the API connects; the others and the coming features, said so. */
export const PlatformsCard = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${KEY}.platforms.title`)}
        </Typography>
        <List dense>
          <ListItem>
            <ListItemIcon aria-hidden>
              <FacebookIcon />
            </ListItemIcon>
            <ListItemText primary={translate(`${KEY}.platforms.facebook`)} />
          </ListItem>
          {UNAVAILABLE.map(({ platform, icon }) => (
            <ListItem key={platform}>
              <ListItemIcon aria-hidden>{icon}</ListItemIcon>
              <ListItemText
                primary={translate(`${KEY}.platforms.unavailable`, {
                  platform: translate(`app.artists.social.tabs.${platform}`),
                })}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {translate(`${KEY}.coming`)}
        </Typography>
        <Typography color="text.secondary">{translate(`${KEY}.coming_intro`)}</Typography>
        <List dense>
          {COMING.map(({ key, icon }) => (
            <ListItem key={key}>
              <ListItemIcon aria-hidden>{icon}</ListItemIcon>
              <ListItemText primary={translate(`${KEY}.features.${key}`)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
