import { expect, storedSession, test } from '../fixtures';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../support/env';
import { latestMail } from '../support/outbox';

test('register → activate from the e-mail → sign in → reset the password → sign in → outlive the access token → sign out', async ({
  page,
}) => {
  // Needs the whole system: the reference server's accounts, its e-mails (activation, reset),
  // its short-lived tokens and their refresh, through the built site.
  test.setTimeout(120_000);
  // The browser's clock, moved on below where the access token must have expired: whether it
  // has is the site's decision (it reads the token's expiry), the refresh the server's.
  await page.clock.install();
  const email = `nia.${Date.now()}@example.com`;
  const password = 'Blue-Lagoon-2026';
  const newPassword = 'Rockhouse-Sunset-77';

  // Register.
  await page.goto('/register');
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Campbell');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // Not activated yet: the sign-in says so, and offers a new activation e-mail.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('has not been activated yet');

  // Activate with the link from the e-mail the server wrote.
  const activation = await latestMail(email, 'activation');
  expect(activation.path).toMatch(/^\/activate\/[^/]+\/[^/]+$/);
  await page.goto(activation.path);
  // The link leaves the address as the page opens; the password chosen proves the registrant.
  await expect(page).toHaveURL(/\/activate\/:uid\/:token$/);
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Your account is active.')).toBeVisible();

  // Sign in; the account shows the user.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Nia Campbell')).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeHidden();

  // Forgot the password: reset it by the e-mailed link.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/password/reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If an account exists for ${email}`,
  );
  const reset = await latestMail(email, 'password_reset');
  await page.goto(reset.path);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Nia Campbell')).toBeVisible();
  const firstSession = JSON.parse((await storedSession(page)) ?? '{}') as { access?: string };

  // Outlive the access token (the browser's clock moves past its lifetime), then keep using the
  // site: the refresh happens unseen.
  await page.clock.fastForward((ACCESS_TOKEN_LIFETIME_SECONDS + 2) * 1000);
  const refreshed = page.waitForResponse(
    (response) => response.url().includes('/api/v1/auth/jwt/refresh/') && response.status() === 200,
  );
  await page.reload();
  await refreshed;
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Nia Campbell')).toBeVisible();
  await expect(page.getByText('Your session has expired')).toBeHidden();
  const secondSession = JSON.parse((await storedSession(page)) ?? '{}') as { access?: string };
  expect(secondSession.access).toBeTruthy();
  expect(secondSession.access).not.toBe(firstSession.access);

  // Sign out: no token left in storage.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Sunsets, cliffs/ })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Sign in' })).toBeAttached();
});
