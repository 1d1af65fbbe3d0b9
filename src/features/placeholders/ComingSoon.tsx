import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen a later issue fills; it says so instead of showing an empty page. */
export const ComingSoon = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titleKey} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(titleKey)}
        </Typography>
        <Typography color="text.secondary">{translate('app.coming_soon')}</Typography>
      </CardContent>
    </Card>
  );
};

export default ComingSoon;
