export { default } from '../HomePage';
