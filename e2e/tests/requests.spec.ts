import { expect, test } from '@playwright/test';

import { createProfile, publishAsAdmin, sampleProfile, signUpAndLogIn } from './support.ts';

test('one family asks, the other approves, and the first sees the contact details; a rejection shows its reason; a withdrawn approval closes them', async ({
  browser,
}) => {
  const stamp = Date.now();
  const brideSide = await browser.newPage();
  const groomSide = await browser.newPage();

  await signUpAndLogIn(brideSide, `bride${stamp}@example.org`);
  const bride = await createProfile(
    brideSide,
    sampleProfile({ name: 'Kavindi', sex: 2, mobile: '+94 71 222 3333', email: 'kavindi.family@example.org' }),
  );
  await publishAsAdmin(brideSide, bride);

  await signUpAndLogIn(groomSide, `groom${stamp}@example.org`);
  await createProfile(groomSide, sampleProfile({ name: 'Dinesh', sex: 1 }));
  const second = await createProfile(groomSide, sampleProfile({ name: 'Chathura', sex: 1 }));

  // The groom's family opens the bride's profile: the contact details are hidden.
  const checkLoaded = groomSide.waitForResponse(/\/api\/botcheck\/challenge/);
  await groomSide.goto(`/profile/${bride}_Kavindi`);
  await expect(groomSide.getByText(/Contact details are shown to members/)).toBeVisible();
  await expect(groomSide.getByText('+94 71 222 3333')).toHaveCount(0);
  await groomSide.getByRole('button', { name: 'Send Request' }).click();
  await expect(groomSide.getByText('Please select a profile.')).toBeVisible();
  await groomSide.getByLabel('Ask from your profile').selectOption({ label: 'Dinesh' });
  await checkLoaded;
  await groomSide.getByRole('button', { name: 'Send Request' }).click();
  await expect(groomSide.getByText('Permission request sent successfully!')).toBeVisible();
  await groomSide.getByLabel('Ask from your profile').selectOption({ label: 'Chathura' });
  await groomSide.getByRole('button', { name: 'Send Request' }).click();
  await expect(groomSide.getByText('Permission request sent successfully!').last()).toBeVisible();

  // The bride's family approves one and rejects the other with a reason.
  await brideSide.goto('/myapprovals');
  await expect(brideSide.getByRole('heading', { name: 'My Approvals' })).toBeVisible();
  await brideSide.getByRole('button', { name: 'Approve the request from Dinesh' }).click();
  await expect(brideSide.getByText('You are about to approve this request.')).toBeVisible();
  await brideSide.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(brideSide.getByRole('row', { name: /Dinesh/ })).toContainText('Approved');
  await brideSide.getByRole('button', { name: 'Reject the request from Chathura' }).click();
  await expect(brideSide.getByText('You are about to reject this request.')).toBeVisible();
  await brideSide.getByRole('textbox').last().fill('We are looking for someone living in Kandy.');
  await brideSide.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(brideSide.getByRole('row', { name: /Chathura/ })).toContainText('Rejected');
  await expect(brideSide.getByRole('button', { name: /Approve the request/ })).toHaveCount(0);

  // The groom's family now sees the contact details, and the rejection with its reason.
  await groomSide.goto(`/profile/${bride}_Kavindi`);
  await expect(groomSide.getByText('+94 71 222 3333')).toBeVisible();
  await expect(groomSide.getByText('kavindi.family@example.org')).toBeVisible();
  await groomSide.goto('/MyRequests');
  await expect(groomSide.getByRole('row', { name: /Dinesh/ })).toContainText('Approved');
  await expect(groomSide.getByRole('row', { name: /Chathura/ })).toContainText(
    'Rejected: We are looking for someone living in Kandy.',
  );

  // The bride's family withdraws the approval: the details close at once.
  await brideSide.goto('/myapprovals');
  await brideSide.getByRole('button', { name: 'Withdraw the approval given to Dinesh' }).click();
  await expect(brideSide.getByText(/You are about to withdraw this approval/)).toBeVisible();
  await brideSide.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(brideSide.getByRole('row', { name: /Dinesh/ })).toContainText('Rejected: Approval withdrawn.');
  await groomSide.goto(`/profile/${bride}_Kavindi`);
  await expect(groomSide.getByText(/Contact details are shown to members/)).toBeVisible();
  await expect(groomSide.getByText('+94 71 222 3333')).toHaveCount(0);
  expect(second).toBeGreaterThan(0);
});
