/**
 * What other features may use of the vendor area: how a failed call is described to a vendor (the
 * login form shows the same words for the same failures).
 */
export { describeError, errorCause, failedResponse, GENERIC_MESSAGE, NETWORK_MESSAGE, SESSION_ENDED_MESSAGE, ApiStatusError } from './errors';
/** The vendor area's number and date formats, for the public certificate check. */
export { formatsFor, type LocaleFormats } from './format';
export { dataOf, getCollectionRequests, getCollectionRecords, type DateRange, deleteAddress, expectSuccess, getAddresses, addAddress, type CartChange, placeOrder, type OrderResult, getProducts, type AddressInput, changeCart, getCart, getOrders, cancelCollectionRequest, submitCollectionRequest, type CollectionRequestInput } from './api';
export { useVendorText, useFormats } from './i18n';
export { DateRangePicker } from './DateRangePicker';
export { currentFinancialYear, financialYearStart } from './dateRange';
export { CompanyLines } from './CompanyLines';
export { vendorFacts, vendorAddress } from './vendorFacts';
export { type VendorMessageId, type VendorMessage } from './messages';
