/**
 * The shapes of what the API receives and answers, named for the code that uses them. Every one
 * comes from the API's document (api/openapi.yaml) through the generated ./openapi.ts
 * (`npm run api:types`): change the document, never a shape here.
 */
import type { components, operations } from './openapi';

type Schemas = components['schemas'];

/**
 * What an operation answers with HTTP 200, by its operationId in the document. Each branch of the
 * envelope may be read for `data` and `message` before its status is checked (a refusal has no
 * data; a success may have no message), as the pages do.
 */
export type Answer<Operation extends keyof operations> = operations[Operation]['responses'] extends { 200: { content: { 'application/json': infer Body } } } ? Readable<Body> : never;

type Readable<Body> = Body extends { status: 'Error' } ? Body & { data?: undefined } : Body extends { status: 'Success' } ? Body & { message?: string } : Body;

/** A refusal: HTTP 200 with `{status: "Error", message}`, the message shown as it is. */
export type ApiError = Schemas['Error'];
export type ApiStatus = Schemas['SuccessStatus'] | ApiError['status'];
/** An answer with no data. */
export type StatusResponse = Schemas['StatusAnswer'];

export type State = Schemas['State'];
export type SeoTagEntry = Schemas['SeoTagEntry'];
export type Newsfeed = Schemas['Newsfeed'];
export type User = Schemas['User'];

export type CollectionStatus = Schemas['CollectionStatus'];
export type CollectionRequest = Schemas['CollectionRequest'];
/** A pickup's time slot, within the company's working hours: morning 9-12, afternoon 12-3, evening 3-6. */
export type TimeSlot = Schemas['TimeSlot'];
export type ScheduleFrequency = Schemas['ScheduleFrequency'];
/** The vendor's recurring pickup. */
export type Schedule = Schemas['Schedule'];
/** One transfer to the vendor, covering the pickups listed. */
export type Payment = Schemas['Payment'];
export type OilSoldMonth = Schemas['OilSoldMonth'];
/** Where collected oil went. */
export type CollectionDestination = Schemas['CollectionDestination'];
/** One weighed pickup, as the collector's receipt records it. */
export type CollectionRecord = Schemas['CollectionRecord'];
/** What GET certificates/verify tells anyone holding a certificate: the pickup, and nothing about money. */
export type Verification = Schemas['Verification'];
/** An outlet's signed ISCC self-declaration (docs/contract.md section 5, "Audit-ready records"). */
export type Declaration = Schemas['Declaration'];
export type CarbonCreditMonth = Schemas['CarbonCreditMonth'];
export type CarbonCreditStats = Schemas['CarbonCreditStats'];
export type Product = Schemas['Product'];
export type CartItem = Schemas['CartItem'];
export type Cart = Schemas['Cart'];
export type Address = Schemas['Address'];
export type OrderStatus = Schemas['OrderStatus'];
/** One order placed from the green points cart, as GET orders lists it (newest first). */
export type Order = Schemas['Order'];
/** GET {api}/serviceability?pincode=: whether GreenDrop collects at a pincode, and on what terms. */
export type Serviceability = Schemas['Serviceability'];
export type Organisation = Schemas['Organisation'];
/** One kitchen of an organisation, with its own address, FSSAI licence and collections. */
export type Outlet = Schemas['Outlet'];
export type OutletId = Schemas['OutletId'];
/** A person who may act for an outlet: its organisation's owner, or one of its managers. */
export type OutletMember = Schemas['OutletMember'];

/** What the person is told, how, when not, and in which language (docs/contract.md section 5, "Alerts"). */
export type AlertPreferences = Schemas['Preferences'];
/** The preferences as the site sends them: without what only the server sets. */
export type AlertPreferencesInput = Schemas['PreferencesInput'];
/** SMS, WhatsApp, e-mail or this device's notifications. */
export type AlertChannel = Schemas['Channel'];
/** One of the events the person is told about. */
export type AlertEvent = keyof Schemas['Events'];

