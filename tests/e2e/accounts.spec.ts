import { expect, storedSession, test } from './fixtures';
import { ACCESS_TOKEN_LIFETIME_SECONDS, ADMIN } from './support/env';
import { latestMail } from './support/outbox';

test('register → activate from the e-mail → sign in → outlive the access token → reset the password → sign in → sign out', async ({
  page,
}) => {
  test.setTimeout(120_000);
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
  await expect(page.getByText('Your account is active.')).toBeVisible();

  // Sign in; the account shows the user.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Nia Campbell')).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeHidden();
  const firstSession = JSON.parse((await storedSession(page)) ?? '{}') as { access?: string };

  // Outlive the access token, then keep using the site: the refresh happens unseen.
  await page.waitForTimeout((ACCESS_TOKEN_LIFETIME_SECONDS + 2) * 1000);
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

  // Sign out: no token left in storage.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Sunsets, cliffs/ })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Sign in' })).toBeAttached();
});

test('the seeded admin sees the admin badge', async ({ page }) => {
  await page.goto('/login?next=%2Faccount');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Ada Admin')).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
});

test('a session that cannot be refreshed ends with a notice, and public screens keep working', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('user', JSON.stringify({ access: 'a.b.c', refresh: 'x.y.z' }));
  });
  await page.goto('/account');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Press' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
});
