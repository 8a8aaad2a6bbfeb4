import { storedFileIdOf } from '../../media/constants';
import { formatIndianMobile, normaliseIndianMobile } from '../constants';
import { smsStatusQuerySchema, smsSubscribePayloadSchema, smsVerifyPayloadSchema } from '../schemas';

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    [' 6000000000 ', '+916000000000'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each(['5876543210', '987654321', '98765432101', '+92 9876543210', '+91 5876543210', '98765abcde', '(987) 654-3210', ''])('refuses %s', (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });

  it('shows a normalised number in groups of five', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
  });

  it('defaults the property types to all and collapses repeats', () => {
    expect(smsSubscribePayloadSchema.parse({ phoneNumber: '9876543210' })).toEqual({ phoneNumber: '+919876543210', propertyTypes: 'all' });
    expect(smsSubscribePayloadSchema.parse({ phoneNumber: '9876543210', propertyTypes: ['commercial', 'commercial'] }).propertyTypes).toEqual(['commercial']);
  });
});

describe('the verification code and token', () => {
  it('takes six digits, with spaces people type between them', () => {
    expect(smsVerifyPayloadSchema.parse({ phoneNumber: '9876543210', code: ' 123 456 ' })).toEqual({ phoneNumber: '+919876543210', code: '123456' });
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['']])('refuses the code %j', (code) => {
    expect(smsVerifyPayloadSchema.safeParse({ phoneNumber: '9876543210', code }).success).toBe(false);
  });

  it('lets the status go without a token, and refuses a token that is not one', () => {
    expect(smsStatusQuerySchema.parse({ phoneNumber: '9876543210' })).toEqual({ phoneNumber: '+919876543210' });
    expect(smsStatusQuerySchema.safeParse({ phoneNumber: '9876543210', token: 'a b' }).success).toBe(false);
  });
});

describe('storedFileIdOf', () => {
  it('reads the id of our own file URLs only', () => {
    expect(storedFileIdOf('/api/files/0A1B2C3D-0000-4000-8000-000000000001')).toBe('0a1b2c3d-0000-4000-8000-000000000001');
    expect(storedFileIdOf('https://example.com/api/files/0a1b2c3d-0000-4000-8000-000000000001')).toBeNull();
    expect(storedFileIdOf('/api/files/../secret')).toBeNull();
  });
});
