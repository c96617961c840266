import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/test/render';

import { TeamAbout } from './team-about';

describe('TeamAbout', () => {
  it('says who the volunteer team is, in its own words, under its own heading', async () => {
    renderScreen(<TeamAbout text="Five volunteers in Kandy and Toronto: parents who met through the Sunday papers." />);
    const section = await screen.findByRole('region', { name: 'The people behind Vivaha' });
    expect(section).toHaveTextContent('Five volunteers in Kandy and Toronto');
  });

  it('shows nothing when the team has not written it', () => {
    renderScreen(<TeamAbout text="  " />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
