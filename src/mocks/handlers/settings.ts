// Tag settings: system settings (defaults until saved), reset, post templates.
import { http } from 'msw';
import type { PostTemplate } from '../../api/types';
import { db } from '../db/database';
import { api, fail, intParam, jsonBody, notFound, ok } from '../http';
import { currentSettings } from '../promotion/campaignData';
import { PLATFORMS } from '../../api/campaignVocabulary';
import { defaultSettings } from '../promotion/defaults';
import { FieldErrors, has, invalid, isInteger, isNonBlank, route } from '../promotion/route';
import { readSettingsUpdate } from './settings/validation';

const settingsView = () => {
  const database = db();
  return { ...structuredClone(currentSettings(database)), postTemplates: database.postTemplates };
};

function readTemplateUpdate(body: Record<string, unknown>, errors: FieldErrors) {
  const changes: Partial<PostTemplate> = {};
  if (has(body, 'template_name')) {
    if (isNonBlank(body.template_name)) changes.template_name = body.template_name.trim();
    else errors.add('template_name', 'Template name is required');
  }
  if (has(body, 'platform')) {
    const platform = PLATFORMS.find((p) => p === body.platform);
    if (platform) changes.platform = platform;
    else errors.add('platform', `platform must be one of ${PLATFORMS.join(', ')}`);
  }
  if (has(body, 'content_format')) {
    if (isNonBlank(body.content_format)) changes.content_format = body.content_format.trim();
    else errors.add('content_format', 'Content format is required');
  }
  if (has(body, 'week_offset')) {
    const week = body.week_offset;
    if (isInteger(week) && week >= -3 && week <= 4) changes.week_offset = week;
    else errors.add('week_offset', 'Week offset must be a whole number from -3 to 4');
  }
  for (const flag of ['is_paid_promotion', 'is_active'] as const) {
    if (!has(body, flag)) continue;
    if (typeof body[flag] === 'boolean') changes[flag] = body[flag];
    else errors.add(flag, `${flag} must be true or false`);
  }
  return changes;
}

export const settingsHandlers = [
  http.get(
    api('/settings'),
    route(() => ok(settingsView())),
  ),

  http.put(
    api('/settings'),
    route(async ({ request }) => {
      const database = db();
      const body = await jsonBody(request);
      const groups = ['campaignSettings', 'aiConfiguration', 'systemConfiguration'];
      if (!groups.some((g) => has(body, g))) {
        return fail(400, `Send at least one of ${groups.join(', ')}`);
      }
      const { settings, errors } = readSettingsUpdate(body, currentSettings(database));
      if (errors.length) return invalid(errors);
      database.settings = settings;
      return ok(settingsView(), { message: 'Settings saved successfully' });
    }),
  ),

  http.post(
    api('/settings/reset'),
    route(() => {
      db().settings = defaultSettings();
      return ok(settingsView(), { message: 'Settings reset to defaults' });
    }),
  ),

  http.get(
    api('/settings/post-templates'),
    route(() => ok(db().postTemplates)),
  ),

  // Extra properties are kept (the contract allows them), except the id.
  http.put(
    api('/settings/post-template/:id'),
    route(async ({ params, request }) => {
      const database = db();
      const id = intParam(params.id);
      const template = database.postTemplates.find((t) => t.id === id);
      if (!template) return notFound('Post template');
      const body = await jsonBody(request);
      const { id: _id, ...rest } = body;
      if (Object.keys(rest).length === 0) return fail(400, 'Send at least one field to update');
      const errors = new FieldErrors();
      const changes = readTemplateUpdate(rest, errors);
      if (errors.failed) return invalid(errors.list);
      Object.assign(template, rest, changes);
      return ok(template, { message: 'Post template updated' });
    }),
  ),
];
