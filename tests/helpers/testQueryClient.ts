// The app's query client without the pause before a retry: a test of a failed load need not
// wait half a second for it.
import { createQueryClient } from '../../src/providers/queryClient';

export const createTestQueryClient = () => createQueryClient({ retryDelayMs: 0 });
