import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';
import { about, profile, projects } from '../../content';
import { projectsUsing, splittingTechnology } from '../fixtures/owners/facts';

// /chatbot in Chromium against the real server and its embedded answerer.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const suggested = `What projects has ${profile.name} built?`;
// A question that names a technology some of the owner's projects use.
const technology = splittingTechnology(projects);
const usingQuestion = `Which projects use ${technology}?`;
const usingProjects = projectsUsing(projects, technology).map((p) => p.title);

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openChat(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill('recruiter@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  return page.getByRole('log', { name: 'Conversation' });
}

const bubbles = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).locator('.chat-bubble:not(.chat-bubble--typing)');

test.describe('chatbot', () => {
  test('the Voice tooltip shows whole, inside its panel and over no words, from 320 to 1280 px', async ({
    page,
  }) => {
    await page.goto('/chatbot');
    await page.getByRole('textbox', { name: 'Email' }).fill('recruiter@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    const voice = page.getByRole('button', { name: 'Voice' });
    const tip = page.getByRole('tooltip');
    for (const [width, height] of [
      [320, 640],
      [360, 740],
      [390, 844],
      [540, 800],
      [834, 1112],
      [1280, 800],
    ] as const) {
      await voice.blur();
      await page.setViewportSize({ width, height });
      await voice.focus();
      await expect(tip, `${width} px`).toBeVisible();
      const box = (await tip.boundingBox())!;
      const panel = (await page.locator('.chatbot-choice').boundingBox())!;
      const question = (await page
        .getByRole('heading', { name: 'How would you like to interact with assistant?' })
        .boundingBox())!;
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(panel.x);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(Math.min(panel.x + panel.width, width));
      expect(box.y + box.height, `${width} px`).toBeLessThanOrEqual(panel.y + panel.height);
      expect(box.y, `${width} px`).toBeGreaterThanOrEqual(question.y + question.height);
    }
  });

  test('the gate refuses a bad email, then the choice offers Chat and a disabled Voice with its tooltip', async ({
    page,
  }) => {
    await page.goto('/chatbot');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Assistant' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('placeholder', /.+/);
    await email.fill('recruiter-at-example');
    await email.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    await expectNoAxeViolations(page);

    await email.fill('recruiter@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('heading', { name: 'How would you like to interact with assistant?' }),
    ).toBeVisible();

    const voice = page.getByRole('button', { name: 'Voice' });
    await expect(voice).toHaveAttribute('aria-disabled', 'true');
    await expect(voice).toHaveAccessibleDescription('Working on a new model');
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await voice.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText('Working on a new model');
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    // Keyboard users reach the disabled button and read the same tooltip.
    await page.getByRole('button', { name: 'Chat', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(voice).toBeFocused();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'How would you like to interact with assistant?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('answers a suggested and a typed question, keeps the history over a reload, and "clear" resets it', async ({
    page,
  }) => {
    await page.goto('/chatbot');
    const log = await openChat(page);
    await expect(log).toContainText("Type 'clear' or 'reset' to start fresh!");
    await expect(bubbles(page)).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(3);

    await page.getByRole('button', { name: suggested }).click();
    const answer = bubbles(page).nth(3);
    for (const title of projects.map((p) => p.title)) await expect(answer).toContainText(title);
    await expect(page.getByRole('list', { name: 'Suggested questions' })).toHaveCount(0);
    // Links elsewhere open in a new tab; each project's name links to its own entry on this site.
    await expect(answer.getByRole('link', { name: 'GitHub' }).first()).toHaveAttribute('target', '_blank');
    await expect(answer.getByRole('link', { name: projects[0]!.title })).toHaveAttribute(
      'href',
      `/projects?item=${projects[0]!.slug}`,
    );
    await expect(answer.getByRole('link', { name: projects[0]!.title })).not.toHaveAttribute('target');

    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAttribute('placeholder', 'Type a message...');
    await message.fill(usingQuestion);
    await message.press('Enter');
    await expect(message).toHaveValue('');
    const usingAnswer = bubbles(page).nth(5);
    for (const title of usingProjects) await expect(usingAnswer).toContainText(title);
    // The log scrolls itself to the newest message.
    await expect(usingAnswer).toBeInViewport({ ratio: 0.2 });
    await expectNoAxeViolations(page);

    // A reload in the same session resumes the chat: the gate is not asked again, and the HTML's gate
    // still hydrates cleanly before the chat takes its place.
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    await page.reload();
    await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
    expect(problems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expect(bubbles(page)).toHaveCount(6);
    await expect(bubbles(page).nth(2)).toContainText(suggested);
    await expect(bubbles(page).nth(4)).toContainText(usingQuestion);

    await page.getByRole('textbox', { name: 'Message' }).fill('  CLEAR ');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(bubbles(page)).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Suggested questions' })).toBeVisible();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('chatHistory') ?? 'null') as unknown,
    );
    expect(stored).toHaveLength(2);
  });

  test('following a link in an answer and coming back returns to the chat, not the gate', async ({
    page,
  }) => {
    await page.goto('/chatbot');
    await openChat(page);
    await page.getByRole('button', { name: suggested }).click();
    const answer = bubbles(page).nth(3);
    await answer.getByRole('link', { name: projects[1]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/projects\\?item=${projects[1]!.slug}$`));
    await page.goBack();
    await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
    await expect(bubbles(page)).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
    // Switch Assistant is remembered too: back through the nav, the choice shows.
    await page.getByRole('button', { name: 'Switch Assistant' }).click();
    await page.getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('link', { name: 'Chatbot' }).click();
    await expect(
      page.getByRole('heading', { name: 'How would you like to interact with assistant?' }),
    ).toBeVisible();
  });

  test("an answer about the career links to the About page's Career section, which opens on it", async ({
    page,
  }) => {
    await page.goto('/chatbot');
    await openChat(page);
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill(`What is ${profile.firstName}'s work experience?`);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    // The link is named after the owner's label for the section.
    const career = about.find((section) => section.id === 'career')!;
    await bubbles(page).nth(3).getByRole('link', { name: career.label }).click();
    await expect(page).toHaveURL(/\/\?item=career$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(`▶${career.label}`);
  });

  for (const size of [
    { width: 1366, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${size.width}x${size.height} the message line is in sight when the chat opens, and a long answer opens at its first line`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      // Without smooth scrolling the log's position is final as soon as the answer is in.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/chatbot');
      await openChat(page);
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport({ ratio: 1 });
      await page.getByRole('button', { name: suggested }).click();
      const answer = bubbles(page).nth(3);
      await expect(answer).toContainText(projects.at(-1)!.title);
      const log = page.getByRole('log', { name: 'Conversation' });
      const [logBox, answerBox] = [await log.boundingBox(), await answer.boundingBox()];
      // The log has scrolled to the answer's first line, not past it to its end (an answer shorter than
      // the log, a short list of projects, starts inside it).
      const [top, logTop] = [(await answer.boundingBox())!.y, (await log.boundingBox())!.y];
      if (answerBox!.height > logBox!.height) expect(Math.abs(top - logTop)).toBeLessThan(40);
      else {
        expect(top).toBeGreaterThanOrEqual(logTop - 1);
        expect(top).toBeLessThan(logTop + logBox!.height - 40);
      }
    });
  }

  test('SEND shows "..." while the reply is pending, and RESET and Switch Assistant work', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/chatbot');
    await openChat(page);
    await page.getByRole('textbox', { name: 'Message' }).fill(`How do I contact ${profile.firstName}?`);
    await page.getByRole('button', { name: 'SEND' }).click();
    const sending = page.getByRole('button', { name: 'Sending' });
    await expect(sending).toBeDisabled();
    await expect(sending).toHaveText('...');
    await expect(page.getByRole('log')).toContainText('Typing...');
    release();
    await expect(page.getByRole('button', { name: 'SEND' })).toBeEnabled();
    await expect(bubbles(page)).toHaveCount(4);

    await page.getByRole('button', { name: 'RESET' }).click();
    await expect(bubbles(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Switch Assistant' }).click();
    await expect(
      page.getByRole('heading', { name: 'How would you like to interact with assistant?' }),
    ).toBeVisible();
  });

  test('a server error shows "Error: Unable to get response." and logs the server\'s reason', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 500, json: { error: 'Model unavailable' } }),
    );
    await page.goto('/chatbot');
    const log = await openChat(page);
    await page.getByRole('button', { name: suggested }).click();
    await expect(bubbles(page).nth(3)).toHaveText(/Error: Unable to get response\./);
    await expect(log.getByText('Typing...')).toHaveCount(0);
    expect(errors.join('\n')).toContain('Model unavailable');
    expect(errors.join('\n')).toContain('500');
  });

  test('a response that is not JSON logs "Bad response from API" with the status', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await page.goto('/chatbot');
    await openChat(page);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(bubbles(page).nth(3)).toHaveText(/Error: Unable to get response\./);
    expect(errors.join('\n')).toMatch(/Bad response from API.*502/);
  });
});
