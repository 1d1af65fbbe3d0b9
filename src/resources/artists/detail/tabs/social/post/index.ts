// The Social tab's entry into the Facebook post parts (create dialog and media viewer).
export { CreateFacebookPostButton } from './CreateFacebookPostButton';
export { FacebookPostMedia } from './FacebookPostMedia';
export type { FacebookRecentPost } from './facebookPostTypes';
