/**
 * What other features use of the alerts (issue 34): the session's sign-out stops this device's
 * notifications. The pages import the bell, the inbox and the settings themselves.
 */
export { forgetDevicePush } from './devicePush';
