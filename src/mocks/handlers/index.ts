// Every API v1 operation of api/openapi.yaml, served over the demo database.
import { albumHandlers } from './albums';
import { artistHandlers } from './artists';
import { authHandlers } from './auth';
import { campaignHandlers } from './campaigns';
import { mediaHandlers } from './media';
import { notificationHandlers } from './notifications';
import { postHandlers } from './posts';
import { settingsHandlers } from './settings';
import { smartLinkHandlers } from './smartLinks';
import { socialMediaHandlers } from './socialMedia';
import { songHandlers } from './songs';
import { songRequestHandlers } from './songRequests';
import { voiceCardHandlers } from './voiceCards';

export const handlers = [
  ...authHandlers,
  ...artistHandlers,
  ...songHandlers,
  ...albumHandlers,
  ...mediaHandlers,
  ...notificationHandlers,
  ...campaignHandlers,
  ...postHandlers,
  ...settingsHandlers,
  ...voiceCardHandlers,
  ...socialMediaHandlers,
  ...songRequestHandlers,
  ...smartLinkHandlers,
];
