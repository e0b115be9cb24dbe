import { idFrom } from '../course-draft/draft.js';
import { hasImage, htmlForMarkdown, htmlToText } from '../course-draft/html-text.js';
import { type El, findAll, serialize, textOf } from '../course-draft/xml.js';
import { mapResponse, responsesOf } from './olx-problems.js';
import type { Located, OlxSource } from './olx-source.js';

/** What one component of a vertical becomes: slides of the vertical's lesson, and resources attached to it. */
export interface MappedComponent {
  slides: Record<string, unknown>[];
  resources: Record<string, unknown>[];
}

export interface ComponentContext {
  src: OlxSource;
  slideIds: Set<string>;
  resourceKeys: Set<string>;
  forumKeys: Set<string>;
  assignmentKeys: Set<string>;
  warn: (at: Located, message: string) => void;
}

function json<T>(text: string | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const titleOf = (el: El, fallback: string) => (el.attrs.display_name ?? '').trim().slice(0, 300) || fallback;

function html(at: Located, ctx: ComponentContext, title: string): MappedComponent {
  const { el } = at;
  let body = serialize(el, true).trim();
  if (el.attrs.filename) {
    const text = ctx.src.text(`html/${el.attrs.filename}.html`);
    if (text === null) {
      ctx.warn(at, `html ${el.attrs.filename}: its file html/${el.attrs.filename}.html is missing; left out`);
      return { slides: [], resources: [] };
    }
    body = text.trim();
  }
  if (hasImage(body)) ctx.warn(at, `html "${title}": its images are not shown (slide content carries no images)`);
  if (body.length > 50_000) {
    ctx.warn(at, `html "${title}" is longer than 50000 characters and was cut`);
    body = body.slice(0, 50_000);
  }
  return {
    slides: [{ id: idFrom(el.attrs.url_name ?? title, ctx.slideIds), type: 'CONTENT', title, content: htmlForMarkdown(body) }],
    resources: [],
  };
}

function video(at: Located, ctx: ComponentContext, title: string): MappedComponent {
  const { el } = at;
  const youtube = el.attrs.youtube_id_1_0 || /1\.00?:([\w-]{6,})/.exec(el.attrs.youtube ?? '')?.[1];
  const sources = json<string[]>(el.attrs.html5_sources) ?? findAll(el, 'source').map((s) => s.attrs.src ?? '');
  const url = youtube ? `https://www.youtube.com/watch?v=${youtube}` : sources.find((s) => /^https?:\/\//.test(s));
  const id = idFrom(el.attrs.url_name ?? title, ctx.slideIds);
  if (!url) {
    ctx.warn(at, `video "${title}" has no YouTube id nor http(s) source we can link to; left out`);
    return { slides: [], resources: [] };
  }
  ctx.warn(at, `video "${title}" is linked (${url}), not played inside the lesson; its transcripts and handouts are not carried`);
  return {
    slides: [
      { id, type: 'CONTENT', title, content: `<p>Watch the video: <a href="${url}">${title.replace(/[<&]/g, ' ')}</a></p>` },
    ],
    resources: [{ key: idFrom(el.attrs.url_name ?? title, ctx.resourceKeys, 100), type: 'LINK', title, url, slides: [id] }],
  };
}

function problem(at: Located, ctx: ComponentContext, title: string): MappedComponent {
  const responses = responsesOf(at.el);
  if (responses.length === 0) {
    ctx.warn(at, `problem "${title}" has no response we know; left out`);
    return { slides: [], resources: [] };
  }
  const slides: Record<string, unknown>[] = [];
  responses.forEach((response, i) => {
    const name = responses.length > 1 ? `${title} (${i + 1})` : title;
    const base = {
      id: idFrom(`${at.el.attrs.url_name ?? title}${responses.length > 1 ? `-${i + 1}` : ''}`, ctx.slideIds),
      title: name.slice(0, 300),
    };
    const mapped = mapResponse(at.el, response, base);
    if (mapped.slide) {
      slides.push(mapped.slide);
      if (mapped.note) ctx.warn(at, `problem "${name}": ${mapped.note}`);
    } else {
      ctx.slideIds.delete(base.id);
      ctx.warn(at, `problem "${name}": ${mapped.why}; left out`);
    }
  });
  if (responses.length > 1 && slides.length > 0)
    ctx.warn(at, `problem "${title}" has ${responses.length} responses; each became a slide of its own`);
  return { slides, resources: [] };
}

interface DndData {
  items?: { displayName?: string; id?: number | string; zones?: string[]; zone?: string }[];
  zones?: { title?: string; uid?: string; id?: string | number }[];
  targetImg?: string;
}

function dragAndDrop(at: Located, ctx: ComponentContext, title: string): MappedComponent {
  const data = json<DndData>(at.el.attrs.data);
  if (!data?.items || !data.zones) {
    ctx.warn(at, `drag and drop "${title}": its data is not readable; left out`);
    return { slides: [], resources: [] };
  }
  const zoneIds = new Set<string>();
  const targets = data.zones.map((z) => ({
    source: String(z.uid ?? z.id ?? ''),
    id: idFrom(String(z.uid ?? z.id ?? z.title ?? 'zone'), zoneIds),
    text: (z.title ?? '').trim() || 'Zone',
  }));
  const itemIds = new Set<string>();
  const items: { id: string; text: string; targetId: string }[] = [];
  for (const item of data.items) {
    const zones = item.zones ?? (item.zone ? [item.zone] : []);
    const target = targets.find((t) => t.source === zones[0]);
    const text = (item.displayName ?? '').trim();
    if (!target || !text) {
      ctx.warn(
        at,
        `drag and drop "${title}": item "${text || item.id}" belongs to no zone (a distractor) or has no text; left out`,
      );
      continue;
    }
    if (zones.length > 1)
      ctx.warn(at, `drag and drop "${title}": item "${text}" fits ${zones.length} zones; only the first is kept`);
    items.push({ id: idFrom(`item-${item.id ?? items.length}`, itemIds), text, targetId: target.id });
  }
  if (targets.length < 2 || targets.length > 8 || items.length < 2) {
    ctx.warn(
      at,
      `drag and drop "${title}": ${targets.length} zones and ${items.length} items do not fit a sorting slide (2-8 zones, 2 or more items); left out`,
    );
    return { slides: [], resources: [] };
  }
  if (data.targetImg)
    ctx.warn(at, `drag and drop "${title}": its background image is not carried; the zones are shown by their titles`);
  const content = `<p>${(at.el.attrs.question_text ?? '').replace(/[<&]/g, ' ')}</p>`;
  return {
    slides: [
      {
        id: idFrom(at.el.attrs.url_name ?? title, ctx.slideIds),
        type: 'MATCHING_DND_GRP',
        title,
        content,
        targets: targets.map(({ id, text }) => ({ id, text })),
        items,
      },
    ],
    resources: [],
  };
}

type Answer = [string, string | { label?: string }];

function labelOf(a: Answer[1]): string {
  return (typeof a === 'string' ? a : (a?.label ?? '')).trim();
}

function poll(at: Located, ctx: ComponentContext, title: string): MappedComponent {
  const answers = json<Answer[]>(at.el.attrs.answers) ?? [];
  const ids = new Set<string>();
  const choices = answers.map(([key, a]) => ({ id: idFrom(key, ids), text: labelOf(a) || key }));
  if (choices.length < 2 || choices.length > 12) {
    ctx.warn(at, `poll "${title}" has ${choices.length} answers (2 to 12 fit a poll slide); left out`);
    return { slides: [], resources: [] };
  }
  const question = htmlToText(at.el.attrs.question ?? '').text;
  return {
    slides: [
      {
        id: idFrom(at.el.attrs.url_name ?? title, ctx.slideIds),
        type: 'STUDENT_POLL',
        title,
        content: question,
        choices,
        fixedOrder: true,
      },
    ],
    resources: [],
  };
}

function survey(at: Located, ctx: ComponentContext, title: string): MappedComponent {
  const answers = json<Answer[]>(at.el.attrs.answers) ?? [];
  const questions = json<Answer[]>(at.el.attrs.questions) ?? [];
  const ids = new Set<string>();
  const choices = answers.map(([key, a]) => ({ id: idFrom(key, ids), text: labelOf(a) || key }));
  if (choices.length < 2 || choices.length > 12 || questions.length === 0) {
    ctx.warn(
      at,
      `survey "${title}": ${questions.length} questions with ${choices.length} answers do not fit poll slides; left out`,
    );
    return { slides: [], resources: [] };
  }
  ctx.warn(at, `survey "${title}": each of its ${questions.length} questions became a poll slide`);
  const slides = questions.map(([key, q]) => ({
    id: idFrom(`${at.el.attrs.url_name ?? 'survey'}-${key}`, ctx.slideIds),
    type: 'STUDENT_POLL',
    title: (labelOf(q) || key).slice(0, 300),
    content: labelOf(q),
    choices,
    fixedOrder: true,
  }));
  return { slides, resources: [] };
}

function discussion(at: Located, ctx: ComponentContext, title: string): MappedComponent {
  const key = idFrom(at.el.attrs.discussion_id ?? at.el.attrs.url_name ?? title, ctx.forumKeys);
  const question = ((at.el.attrs.discussion_target ?? title).trim() || title).slice(0, 10_000);
  return {
    slides: [{ id: idFrom(at.el.attrs.url_name ?? title, ctx.slideIds), type: 'FORUM', title, forumKey: key, question }],
    resources: [],
  };
}

function assignment(at: Located, ctx: ComponentContext, title: string, text: string, why: string): MappedComponent {
  ctx.warn(at, `${at.el.name} "${title}" became an assignment the instructor reviews: ${why}`);
  const id = idFrom(at.el.attrs.url_name ?? title, ctx.slideIds);
  return {
    slides: [
      {
        id,
        type: 'ASSIGNMENT',
        title,
        assignmentKey: idFrom(at.el.attrs.url_name ?? title, ctx.assignmentKeys),
        assignmentText: (text || title).slice(0, 10_000),
      },
    ],
    resources: [],
  };
}

/** Maps one component of a vertical (html, video, problem and the xblocks the issue lists); anything else is a warning. */
export function mapComponent(at: Located, ctx: ComponentContext, fallbackTitle: string): MappedComponent {
  const title = titleOf(at.el, fallbackTitle);
  switch (at.el.name) {
    case 'html':
      return html(at, ctx, title);
    case 'video':
      return video(at, ctx, title);
    case 'problem':
      return problem(at, ctx, title);
    case 'drag-and-drop-v2':
      return dragAndDrop(at, ctx, title);
    case 'poll':
      return poll(at, ctx, title);
    case 'survey':
      return survey(at, ctx, title);
    case 'discussion':
      return discussion(at, ctx, title);
    case 'openassessment': {
      const prompts = findAll(at.el, 'prompt')
        .map((p) => htmlToText(textOf(p)).text)
        .filter(Boolean);
      return assignment(
        at,
        ctx,
        title,
        prompts.join('\n\n'),
        'peer, self and staff assessment steps and the rubric are not carried',
      );
    }
    case 'edx_sga':
    case 'staffgradedxblock':
      return assignment(
        at,
        ctx,
        title,
        htmlToText(at.el.attrs.instructions ?? '').text,
        'staff grading is done through the assignment',
      );
    default:
      ctx.warn(at, `${at.el.name} "${title}" has no counterpart in our model; left out`);
      return { slides: [], resources: [] };
  }
}
