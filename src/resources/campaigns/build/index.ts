export { BuildPostDialog, type BuildPostDialogProps } from './BuildPostDialog';
