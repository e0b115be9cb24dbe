import {
  accountReply,
  accountSaveBody,
  changePasswordBody,
  keyQuery,
  okReply,
  registerBody,
  registerPageReply,
  registerReply,
  resetFinishBody,
  resetInitBody,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { toAccount } from './account-view.js';
import { accountWorkSettled } from './after-reply.js';
import * as account from './service.js';

const OK = { ok: true as const };

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const throttle = ctx.services.accountThrottle;
  return async (app) => {
    // E-mails still being sent when the app closes are let finish.
    app.addHook('onClose', () => accountWorkSettled());
    app.get(
      '/api/account',
      { config: { access: 'authenticated', owner: 'self' }, schema: { response: { 200: accountReply } } },
      async (request) => {
        const user = currentUser(request);
        const impersonatedBy = request.auth?.realActor?.login ?? null;
        return { ...toAccount(user, await account.findProfile(ctx, user.id)), impersonatedBy };
      },
    );

    app.post(
      '/api/account',
      { config: { access: 'authenticated', owner: 'self' }, schema: { body: accountSaveBody, response: { 200: okReply } } },
      async (request) => {
        await account.saveAccount(ctx, currentUser(request).id, request.body);
        return OK;
      },
    );

    app.post(
      '/api/account/register',
      {
        schema: { body: registerBody, response: { 201: registerReply } },
        config: { access: 'public', owner: 'none' },
        onRequest: throttle.byAddress('register'),
      },
      async (request, reply) => {
        const { activated } = await account.registerAccount(ctx, request.body);
        return reply.status(201).send({ ok: true, activated });
      },
    );

    app.get(
      '/api/account/page/register',
      { schema: { querystring: keyQuery, response: { 200: registerPageReply } }, config: { access: 'public', owner: 'none' } },
      async (request) => ({ person: await account.registrationPerson(ctx, request.query.key) }),
    );

    app.get(
      '/api/account/activate',
      { schema: { querystring: keyQuery, response: { 200: okReply } }, config: { access: 'public', owner: 'none' } },
      async (request) => {
        await account.activateAccount(ctx, request.query.key);
        return OK;
      },
    );

    app.post(
      '/api/account/change_password',
      { config: { access: 'authenticated', owner: 'self' }, schema: { body: changePasswordBody, response: { 200: okReply } } },
      async (request) => {
        await account.changePassword(ctx, currentUser(request).id, request.auth?.series ?? '', request.body);
        return OK;
      },
    );

    app.post(
      '/api/account/reset_password/init',
      {
        schema: { body: resetInitBody, response: { 200: okReply } },
        config: { access: 'public', owner: 'none' },
        onRequest: throttle.byAddress('reset-init'),
      },
      async (request) => {
        await account.requestPasswordReset(ctx, request.body.email);
        return OK;
      },
    );

    app.post(
      '/api/account/reset_password/finish',
      {
        schema: { body: resetFinishBody, response: { 200: okReply } },
        config: { access: 'public', owner: 'none' },
        onRequest: throttle.byAddress('reset-finish'),
      },
      async (request) => {
        await account.finishPasswordReset(ctx, request.body);
        return OK;
      },
    );
  };
}
