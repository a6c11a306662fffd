import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';
import { about, hackathons, profile, projects, skills } from '../../content';
import { projectsUsing, splittingTechnology } from '../fixtures/owners/facts';

// Each project, hackathon team and skill category has its own address; the assistant's answers link
// to it and the link opens it inside the site. Follow-up questions resolve against the last answer.

const hydrated = (page: Page) =>
  page.waitForFunction(() => !('$_TSR' in window) && document.querySelector('#root')?.hasChildNodes());
const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]');
const bubbles = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).locator('.chat-bubble:not(.chat-bubble--typing)');

async function openChat(page: Page) {
  await page.goto('/chatbot');
  await page.getByRole('textbox', { name: 'Email' }).fill('recruiter@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
}

async function ask(page: Page, question: string, count: number) {
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(bubbles(page)).toHaveCount(count);
  return bubbles(page).nth(count - 1);
}

test.describe('item addresses', () => {
  test('an address opens its entry, and Back and Forward move between the entries picked', async ({
    page,
  }) => {
    test.skip(projects.length < 3, 'the owner has fewer than three projects to move between');
    const [first, second] = projects;
    const shared = projects.at(-2)!;
    await page.goto(`/projects?item=${shared.slug}`);
    await hydrated(page);
    await expect(selectedTab(page)).toContainText(shared.title);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(shared.title);

    await page.goto('/projects');
    await hydrated(page);
    await page.getByRole('tab', { name: new RegExp(second!.title) }).click();
    await expect(page).toHaveURL(`/projects?item=${second!.slug}`);
    await page.getByRole('button', { name: 'Next project' }).click();
    await expect(page).toHaveURL(`/projects?item=${projects[2]!.slug}`);
    await page.goBack();
    await expect(selectedTab(page)).toContainText(second!.title);
    await page.goBack();
    await expect(page).toHaveURL('/projects');
    await expect(selectedTab(page)).toContainText(first!.title);
    await page.goForward();
    await expect(selectedTab(page)).toContainText(second!.title);
  });

  test('teams and skill categories have addresses too', async ({ page }) => {
    const team = hackathons.at(-1);
    if (team) {
      await page.goto(`/hackathons?item=${team.slug}`);
      await expect(selectedTab(page)).toContainText(team.team);
    }
    await page.goto(`/skills?item=${skills[1].slug}`);
    await expect(selectedTab(page)).toContainText(skills[1].name);
    await page.getByRole('tab', { name: skills[2].name }).click();
    await expect(page).toHaveURL(`/skills?item=${skills[2].slug}`);
  });

  test('About sections have addresses: one opens its section, picking another moves the address, Back returns', async ({
    page,
  }) => {
    const [first, , last] = about;
    await page.goto(`/?item=${last!.id}`);
    await expect(selectedTab(page)).toContainText(last!.label);
    await page.getByRole('tab', { name: new RegExp(first!.label) }).click();
    await expect(page).toHaveURL(`/?item=${first!.id}`);
    await expect(selectedTab(page)).toContainText(first!.label);
    await page.goBack();
    await expect(page).toHaveURL(`/?item=${last!.id}`);
    await expect(selectedTab(page)).toContainText(last!.label);
  });
});

test.describe('the assistant and the site', () => {
  test('a follow-up narrows the previous answer, and a project it names opens inside the site', async ({
    page,
  }) => {
    const technology = splittingTechnology(projects);
    const using = projectsUsing(projects, technology);
    await openChat(page);
    await ask(page, `What projects has ${profile.firstName} built?`, 4);
    const which = await ask(page, `which of them use ${technology.toLowerCase()}`, 6);
    for (const p of using) await expect(which.getByRole('link', { name: p.title })).toBeVisible();
    for (const p of projects.filter((x) => !using.includes(x)))
      await expect(which).not.toContainText(p.title);

    const target = using[0]!;
    await which.getByRole('link', { name: target.title }).click();
    await expect(page).toHaveURL(`/projects?item=${target.slug}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(target.title);
    expect(page.context().pages()).toHaveLength(1);
    await page.goBack();
    await expect(page).toHaveURL('/chatbot');
  });

  test('markup in a question comes back as text, never as markup', async ({ page }) => {
    const question = `<img src="x" onerror="window.__injected = 1"><b>bold</b> What projects has ${profile.firstName} built?`;
    await openChat(page);
    await ask(page, question, 4);
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(bubbles(page).nth(2)).toHaveText(`You${question}`);
    await expect(log.locator('img, b, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  });
});
