import type { Lifecycle, Request, ResponseToolkit } from '@hapi/hapi';
import type { z } from 'zod';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute, type RefsOf } from '../define-route';
import { guardPublicForm, type PublicFormName } from './public-form-guard';

type Refs<B extends z.ZodType> = RefsOf<undefined, undefined, B>;
type FormHandler<B extends z.ZodType> = (request: Request<Refs<B>>, h: ResponseToolkit<Refs<B>>) => Lifecycle.ReturnValue<Refs<B>>;

export interface PublicForm<B extends z.ZodType> {
  description: string;
  payload: B;
  /** The answer to a filled honeypot: what a real sender would be answered, with nothing done. */
  dropped: FormHandler<B>;
  /** Runs once the form's guard has let the submission through. */
  handler: FormHandler<B>;
}

/**
 * A form anyone may post, which changes nothing the kept public pages show:
 * the form's guard first (429 past the per-address allowance), then `handler`.
 * A bot that filled the honeypot gets `dropped`, so it learns nothing.
 */
export function publicFormRoute<B extends z.ZodType>(path: `/${string}`, form: PublicFormName, { description, payload, dropped, handler }: PublicForm<B>) {
  return defineRoute(`POST ${path}`, PUBLIC_ACCESS, {
    app: KEEPS_PUBLIC_PAGES,
    description,
    payload,
    handler: async (request, h) => ((await guardPublicForm(request, form)) === 'drop' ? dropped(request, h) : handler(request, h)),
  });
}
