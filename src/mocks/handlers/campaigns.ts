// Tag campaigns: campaigns, their materials checklist, materials review and Build Post.
import { campaignCrudHandlers } from './campaigns/crud';
import { checklistHandlers } from './campaigns/checklist';
import { finalPostHandlers } from './campaigns/finalPost';
import { materialHandlers } from './campaigns/materials';

export const campaignHandlers = [
  ...campaignCrudHandlers,
  ...checklistHandlers,
  ...materialHandlers,
  ...finalPostHandlers,
];
