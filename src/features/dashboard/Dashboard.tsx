import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The dashboard route; the shell issue fills it with counts and recent items. */
const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('app.dashboard.title')}
        </Typography>
      </CardContent>
    </Card>
  );
};

export default Dashboard;
