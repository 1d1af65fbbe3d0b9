import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const AnalyticsTab = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('app.songs.detail.analytics.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {translate('app.songs.detail.analytics.text')}
        </Typography>
      </CardContent>
    </Card>
  );
};
