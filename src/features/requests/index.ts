/**
 * The collection requests' public surface: the request form, the list of requests (with cancel) and
 * the hook that loads them, as the dashboard and the new-request pages compose them.
 */
export { CollectionRequestForm } from './CollectionRequestForm';
export { CollectionRequestList } from './CollectionRequestList';
export { useCollectionRequests } from './useCollectionRequests';
