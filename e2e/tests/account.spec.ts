import { expect, test, type Page } from '@playwright/test';

import { readOutbox, signUp } from './support.ts';

const PASSWORD = 'Colombo#2026a';
const NEW_PASSWORD = 'Jaffna@2027b';
const RESET_PASSWORD = 'Matara!2028c';

/** The newest mail to an address, once it has arrived. */
async function mailTo(address: string, subject: RegExp) {
  let found: ReturnType<typeof readOutbox>[number] | undefined;
  await expect
    .poll(() => {
      found = readOutbox()
        .filter((mail) => mail.to === address && subject.test(mail.subject))
        .at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const codeIn = (text: string) => text.match(/code is (\d{6})/)![1]!;

async function openModal(page: Page, tab: 'Login' | 'Register' | 'Reset Password') {
  await page.getByRole('button', { name: 'Login/Register' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = await openModal(page, 'Login');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  // An earlier sign-in's toast may still be up (a pointer resting on it keeps it): the newest counts.
  await expect(page.getByText('Login successful').last()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a new member registers, changes password, logs out and in, resets and changes email', async ({ page }) => {
  const email = `member${Date.now()}@example.org`;
  await page.goto('/');

  // Register through the modal with the code from the mail.
  let dialog = await openModal(page, 'Register');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill('Colombo#2026');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(dialog.getByText('Passwords do not match')).toBeHidden();
  // The privacy notice is agreed to before anything is sent.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Please agree to the privacy notice to register.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /agree to the privacy notice/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('OTP sent to your email').last()).toBeVisible();
  const registration = await mailTo(email, /registration code/);
  await dialog.getByLabel('OTP').fill(codeIn(registration.text));
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Registration successful').last()).toBeVisible();

  // The code proved the address: signed in at once and taken to the first profile, no second login.
  await expect(page).toHaveURL(/\/profiles\/new(\?step=for)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your first profile' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  const name = email.split('@')[0]!;
  const menu = page.getByRole('button', { name: `Account menu for ${name}` });
  await expect(menu).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'authToken')).toMatchObject({
    sameSite: 'Strict',
    secure: true,
    path: '/',
  });

  // Change the password; the button waits for a valid form.
  await menu.click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  const submit = page.getByRole('button', { name: 'Change Password' });
  await page.getByLabel('Old Password').fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('weak');
  await expect(page.getByText(/Password must be at least 8 characters long/)).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`);
  await expect(page.getByText('New passwords do not match.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Password changed successfully.').last()).toBeVisible();

  // Still signed in (the answer carried a fresh token): Update Details loads.
  await menu.click();
  await page.getByRole('link', { name: 'Update Details' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Full Name').fill('Anjali Wickramasinghe');
  await page.getByLabel('Country').selectOption({ label: 'Sri Lanka' });
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByText('User updated successfully!').last()).toBeVisible();
  const renamed = page.getByRole('button', { name: 'Account menu for Anjali Wickramasinghe' });
  await expect(renamed).toBeVisible();

  // Log out, then in with the new password.
  await renamed.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login/Register' })).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);

  // Reset the password through the modal.
  await page.getByRole('button', { name: 'Account menu for Anjali Wickramasinghe' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  dialog = await openModal(page, 'Reset Password');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Request OTP' }).click();
  await expect(page.getByText('OTP sent to your email').last()).toBeVisible();
  const reset = await mailTo(email, /password reset code/);
  await dialog.getByLabel('OTP').fill(codeIn(reset.text));
  await dialog.getByLabel('New Password').fill(RESET_PASSWORD);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully').last()).toBeVisible();
  // The code and the new password sign the member in: no second login.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu for Anjali Wickramasinghe' })).toBeVisible();

  // Change the email and confirm it through the mailed link.
  const newEmail = `moved${Date.now()}@example.org`;
  await page.goto('/changeemail');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Current password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);
  await page.getByLabel('Current password').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Email reset instructions sent to your email.')).toBeVisible();
  const confirm = await mailTo(newEmail, /Confirm your new/);
  const link = new URL(confirm.text.match(/https?:\/\/\S+/)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await logIn(page, newEmail, RESET_PASSWORD);
});

test('a visitor who opens a member screen is asked to log in, then lands there', async ({ page }) => {
  await page.goto('/updatedetails');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fupdatedetails$/);
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
  await expect(page).toHaveTitle('Login - Vivaha');
});

test('a wrong password shows the server’s reason and keeps the modal open', async ({ page }) => {
  await page.goto('/');
  const dialog = await openModal(page, 'Login');
  await dialog.getByLabel('Email').fill('nobody@example.org');
  await dialog.getByLabel('Password').fill('Wrong#Pass1');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByRole('tabpanel', { name: 'Login' }).getByText('Invalid email or password.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('nobody@example.org');
});

test('a visitor’s Send Link on Change Email asks to log in and comes back with the address kept', async ({ page }) => {
  const email = `visitor${Date.now()}@example.org`;
  await signUp(page, email, PASSWORD);

  await page.goto('/changeemail');
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(`new-${email}`);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fchangeemail$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/changeemail$/);
  await expect(page.getByLabel('Email')).toHaveValue(`new-${email}`);
  await expect(page.getByLabel('Current password')).toBeVisible();
});
