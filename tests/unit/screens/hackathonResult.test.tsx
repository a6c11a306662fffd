// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Hackathon } from '../../../content';
import { HackathonsScreen } from '../../../src/views/hackathons/HackathonsScreen';
import { owner as fixture } from '../../fixtures/owners/ines/owner';

// A team's result (a placing or a prize) shows on its detail only when content gives one. The teams
// are a fixture owner's, one given a result and one without, so the test holds whatever content/ is.
const [first, second] = fixture.hackathons as Hackathon[];
const placed: Hackathon = { ...first!, result: '2nd place' };
const { result: _, ...unplaced }: Hackathon = second!;

describe('Hackathons screen: a team result', () => {
  it("shows a team's result with its label, and nothing for a team without one", async () => {
    const user = userEvent.setup();
    render(<HackathonsScreen hackathons={[placed, unplaced]} />);
    const detail = () => within(screen.getByRole('tabpanel'));
    expect(detail().getByRole('heading', { name: placed.title })).toBeVisible();
    expect(detail().getByText('Result').parentElement).toHaveTextContent(`Result ${placed.result}`);

    await user.click(screen.getByRole('button', { name: 'Next team' }));
    expect(detail().getByRole('heading', { name: unplaced.title })).toBeVisible();
    expect(detail().queryByText('Result')).toBeNull();
    expect(detail().queryByText(placed.result!, { exact: false })).toBeNull();
  });
});
