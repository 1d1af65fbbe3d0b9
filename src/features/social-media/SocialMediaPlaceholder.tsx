import BrushIcon from '@mui/icons-material/Brush';
import FacebookIcon from '@mui/icons-material/Facebook';
import InsightsIcon from '@mui/icons-material/Insights';
import InstagramIcon from '@mui/icons-material/Instagram';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import MusicVideoIcon from '@mui/icons-material/MusicVideo';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';

const COMING = [
  { key: 'facebook_instagram', icon: <FacebookIcon /> },
  { key: 'tiktok', icon: <MusicVideoIcon /> },
  { key: 'scheduling', icon: <ScheduleIcon /> },
  { key: 'permissions', icon: <LockPersonIcon /> },
  { key: 'tracking', icon: <InsightsIcon /> },
  { key: 'templates', icon: <BrushIcon /> },
];

/** /social-media: announces what is coming; Facebook already works from an artist's Social tab. */
const SocialMediaPlaceholder = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.menu.social_media" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.social_media.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.social_media.intro')}</Typography>
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {translate('app.social_media.coming')}
        </Typography>
        <List>
          {COMING.map(({ key, icon }) => (
            <ListItem key={key}>
              <ListItemIcon aria-hidden>
                {key === 'facebook_instagram' ? (
                  <>
                    {icon}
                    <InstagramIcon />
                  </>
                ) : (
                  icon
                )}
              </ListItemIcon>
              <ListItemText primary={translate(`app.social_media.features.${key}`)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

export default SocialMediaPlaceholder;
