// The API's document (api/openapi.yaml) and the site's own rules hold a value to the same limits: a
// value the page lets through is one the document says the server takes, and no more.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/features/auth/passwordRules';
import { FREQUENCIES, LAST_MONTHLY_DAY, TIME_SLOTS } from '../../src/features/schedule/rules';
import { DETAILS_MAX_LENGTH, DETAILS_NUMBER_MAX } from '../../src/features/registration/validation';
import { NUMBER_MAX, TEXT_MAX } from '../../src/lib/inputLimits';
import { isValidEmail, isValidOtp, isValidPhone, isValidPincode, isValidPostalCode, isValidReceiptNo, isValidVerifyCode, OTP_MAX_LENGTH, OTP_MIN_LENGTH, RECEIPT_NO_MAX } from '../../src/lib/rules';
import { validatorAt } from '../support/contract';

type Schema = { $ref?: string; maxLength?: number; minLength?: number; maximum?: number; minimum?: number; enum?: string[]; properties?: Record<string, Schema>; oneOf?: Schema[] };
const doc = parse(readFileSync('api/openapi.yaml', 'utf8')) as { components: { schemas: Record<string, Schema> } };
const schemas = doc.components.schemas;

/** A schema with its reference followed (the document refers to its named values). */
function resolved(schema: Schema): Schema {
  return schema.$ref ? { ...resolved(schemas[schema.$ref.split('/').pop() as string]), ...schema, $ref: undefined } : schema;
}
const field = (form: string, name: string) => resolved(schemas[form].properties?.[name] as Schema);

/** The document's value and the site's rule agree on every sample, both ways. */
function expectSameVerdicts(name: string, siteRule: (value: string) => boolean, samples: string[]) {
  const validate = validatorAt(`/components/schemas/${name}`, false);
  for (const sample of samples) expect({ sample, document: validate(sample) }).toEqual({ sample, document: siteRule(sample) });
}

test('texts are as long as the forms let them be (TEXT_MAX)', () => {
  expect(schemas.PersonName.maxLength).toBe(TEXT_MAX.name);
  expect(schemas.CityName.maxLength).toBe(TEXT_MAX.name);
  expect(schemas.Email.maxLength).toBe(TEXT_MAX.email);
  expect(schemas.AddressLine.maxLength).toBe(TEXT_MAX.address);
  expect(schemas.Note.maxLength).toBe(TEXT_MAX.note);
  expect(schemas.TrackingValue.maxLength).toBe(TEXT_MAX.tracking);
  expect(field('RegistrationForm', 'remarks_option').maxLength).toBe(TEXT_MAX.note);
  for (const [name, max] of Object.entries(DETAILS_MAX_LENGTH)) expect({ name, max: field('RegistrationForm', name).maxLength }).toEqual({ name, max });
});

test('numbers are as large as the forms let them be (NUMBER_MAX)', () => {
  expect(schemas.DrumCount).toMatchObject({ minimum: 0, maximum: NUMBER_MAX.drums });
  expect(schemas.Kilograms).toMatchObject({ minimum: 0, maximum: NUMBER_MAX.kg });
  for (const [name, max] of Object.entries(DETAILS_NUMBER_MAX)) expect({ name, max: field('RegistrationForm', name).maximum }).toEqual({ name, max });
  expect(field('CollectionRecord', 'rate_inr_per_kg').maximum).toBe(NUMBER_MAX.rupeesPerKg);
});

test('a new password is 8 to 64 characters, and no sign-in password is longer', () => {
  expect(schemas.NewPassword).toMatchObject({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
  const login = parse(readFileSync('api/openapi.yaml', 'utf8')).paths['/login/validate'].post.requestBody.content['multipart/form-data'].schema.properties.password as Schema;
  expect(login.maxLength).toBe(PASSWORD_MAX_LENGTH);
});

test('a recurring pickup is chosen as the schedule form offers it', () => {
  const [weekly, monthly] = schemas.ScheduleForm.oneOf as Schema[];
  expect([...(weekly.properties?.frequency.enum ?? []), 'monthly']).toEqual([...FREQUENCIES]);
  expect(monthly.properties?.day_of_month).toMatchObject({ minimum: 1, maximum: LAST_MONTHLY_DAY });
  expect(schemas.TimeSlot.enum).toEqual([...TIME_SLOTS]);
});

test('phone, postal code, pincode, OTP, e-mail, receipt number and verification code: the same rule as the site', () => {
  expectSameVerdicts('Phone', isValidPhone, ['9876543210', '987654321', '98765432100', '98765 4321', '+919876543', 'abcdefghij']);
  expectSameVerdicts('PostalCode', isValidPostalCode, ['560034', '060034', '56003', '5600341', '56OO34']);
  expectSameVerdicts('Pincode', isValidPincode, ['560034', '060034', '56003', '5600341']);
  const otp = (digits: number) => '7'.repeat(digits);
  expectSameVerdicts('Otp', isValidOtp, [otp(OTP_MIN_LENGTH - 1), otp(OTP_MIN_LENGTH), otp(OTP_MAX_LENGTH), otp(OTP_MAX_LENGTH + 1), '12a4']);
  expectSameVerdicts('Email', isValidEmail, ['rajeshwari@spiceroutekitchens.example.in', "o'brien@example.com", 'a@b.c', 'no-at.example.com', 'a@b', 'a b@example.com']);
  const receipt = (length: number) => `GD/${'1'.repeat(length - 3)}`;
  expectSameVerdicts('ReceiptNo', isValidReceiptNo, ['GD/BLR/26-27/009194', receipt(RECEIPT_NO_MAX), receipt(RECEIPT_NO_MAX + 1), '/GD/1', 'GD 1', 'GD/1?x']);
  expectSameVerdicts('VerifyCode', isValidVerifyCode, ['DYXD7S', 'DYXD7', 'DYXD7S2', 'DYXD1S', 'DYXD0S']);
});
