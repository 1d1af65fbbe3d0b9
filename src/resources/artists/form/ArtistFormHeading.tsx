import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const ArtistFormHeading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography component="h1" variant="h5" sx={{ px: 2, pt: 2 }}>
      {translate(title)}
    </Typography>
  );
};
