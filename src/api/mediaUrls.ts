// URLs of files the API serves. Fetch them through the dataProvider's getMediaBlob (bearer
// token), except the public ones, which a plain <img> may load.
import { API_BASE_URL } from '../config/env';

export const mediaFileUrl = (fileId: number): string => `${API_BASE_URL}/media/serve/${fileId}`;
export const profileImageUrl = (artistId: number): string =>
  `${API_BASE_URL}/media/serve/profile/${artistId}`;
export const publicMediaUrl = (fileId: number): string =>
  `${API_BASE_URL}/media/serve/public/${fileId}`;
