/** What the outlets page uses of this feature: the view of an owner's outlets and their people. */
export { OutletsView } from './OutletsView';
