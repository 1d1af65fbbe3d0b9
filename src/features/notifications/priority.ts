// Spec 3: urgent shows as error, high as warning, medium as primary; any other priority
// (low, or one the API adds later) keeps the neutral colour.
export type PriorityColor = 'error' | 'warning' | 'primary' | 'default';

export function priorityColor(priority: string): PriorityColor {
  switch (priority) {
    case 'urgent':
      return 'error';
    case 'high':
      return 'warning';
    case 'medium':
      return 'primary';
    default:
      return 'default';
  }
}
