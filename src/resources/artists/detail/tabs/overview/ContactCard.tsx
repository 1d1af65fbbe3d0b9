import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ARTIST_CONTACT_FIELDS } from '@/api/artistContactFields';
import type { Artist } from '@/api/types';
import { SectionCard } from '@/components/detail/SectionCard';
import { DetailList } from '@/components/detail/DetailList';

/** How to reach the artist; fields the artist left empty are not listed. */
export const ContactCard = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.artists.fields.${name}`);
  return (
    <SectionCard title={translate('app.artists.detail.overview.contact')}>
      <DetailList
        items={[
          {
            label: field('email'),
            value: artist.email ? (
              <Link href={`mailto:${artist.email}`}>{artist.email}</Link>
            ) : null,
          },
          ...ARTIST_CONTACT_FIELDS.map((name) => ({
            label: field(name),
            value: artist[name]?.trim(),
          })),
        ]}
      />
    </SectionCard>
  );
};
