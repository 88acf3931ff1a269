/**
 * The vendor area's shared part, what the vendor features (requests, records, schedule, payments,
 * impact, cart) and the login form use of it (docs/decisions/0013-vendor-features.md). None of
 * those features is imported here: they depend on this module, never it on them.
 */

/** How a failed call is described to a vendor (the login form shows the same words for the same failures). */
export { ApiStatusError, describeError, errorCause, failedResponse, GENERIC_MESSAGE, NETWORK_MESSAGE, SESSION_ENDED_MESSAGE } from './errors';
/** The vendor area's number and date formats (also for the public certificate check), and its messages. */
export { formatsFor, type LocaleFormats } from './format';
export { useFormats, useVendorText } from './i18n';
export { type VendorMessage, type VendorMessageId } from './messages';
/** The vendor API's calls (one module for all of them, src/features/dashboard/api.ts). */
export {
  addAddress,
  cancelCollectionRequest,
  changeCart,
  dataOf,
  deleteAddress,
  expectSuccess,
  getAddresses,
  getCart,
  getCollectionRecords,
  getCollectionRequests,
  keptCollectionRequests,
  getOrders,
  getProducts,
  placeOrder,
  submitCollectionRequest,
  collectionRequestCall,
  type AddressInput,
  type CartChange,
  type CollectionRequestInput,
  type DateRange,
  type OrderResult,
  type OutletParam,
  withOutlet,
} from './api';
/** The outlet the vendor area acts for: the scope every page gives its views, and the switcher's choice. */
export { keptDataOf } from './usePointsStats';
export { FixedOutlet, forgetOutletList, OutletScopeProvider, useOutlet, useSingleOutlet, type OutletScope } from './outlet';
export { ALL_OUTLETS, outletForPage, type OutletChoice } from './outletChoice';
export { OutletSwitcher, outletLine, outletNameOf, useOutletFacts } from './OutletSwitcher';
/**
 * Date ranges and financial years. The range picker is not here but in features/dateRangePicker:
 * it brings react-datepicker and its stylesheet, which every importer of this file would load.
 */
export { currentFinancialYear, financialYearName, financialYearStart, isTakenByCalendar, rangeErrors, toDateRange, type PickedRange, type RangeField } from './dateRange';
/** The company's and the vendor's lines on printed statements and certificates. */
export { CompanyLines } from './CompanyLines';
/** The state of an address, from the API's list, and the words when that list failed (the delivery address and new outlet forms). */
export { StateSelect, StatesFailed } from './StateSelect';
export { vendorAddress, vendorFacts } from './vendorFacts';
