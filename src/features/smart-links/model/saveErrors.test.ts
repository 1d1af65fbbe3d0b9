import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toFormValues } from './formValues';
import { batchRowPaths, formFieldErrors } from './saveErrors';

describe('a refused save’s field errors', () => {
  it('go back to the row they were sent from, blank rows skipped', () => {
    const values = toFormValues(undefined, []);
    const entry = (name: string) => ({
      platform_name: name,
      profile_url: 'x',
      display_name: '',
      is_visible: true,
    });
    values.streaming = [entry('Spotify'), { ...entry(''), profile_url: '' }, entry('Deezer')];
    values.social = [entry('Instagram')];
    const paths = batchRowPaths(values);
    expect(paths).toEqual(['streaming.0', 'streaming.2', 'social.0']);

    const error = new HttpError('Validation failed', 400, {
      errors: {
        'platforms[1].profile_url': 'Profile URL must be a valid http(s) URL',
        'platforms[2].platform_name': 'Platform is required',
        link_slug: 'Slug is invalid',
      },
    });
    expect(formFieldErrors(error, paths)).toEqual({
      'streaming.2.profile_url': 'Profile URL must be a valid http(s) URL',
      'social.0.platform_name': 'Platform is required',
      link_slug: 'Slug is invalid',
    });
  });

  it('are none for an error without fields', () => {
    expect(formFieldErrors(new HttpError('Boom', 500, {}))).toEqual({});
    expect(formFieldErrors(new Error('Boom'))).toEqual({});
  });
});
