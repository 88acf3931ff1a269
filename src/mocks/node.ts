import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers as `npm run dev`, for the tests. */
export const server = setupServer(...handlers);
