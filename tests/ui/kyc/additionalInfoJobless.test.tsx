import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOBLESS_NOTE } from '../../../machines/additionalInfo/additionalInfo.draft';
import { createDraftStore } from '../../../services/storage/draftStore';
import { createMemoryBackend } from '../../../services/storage/localStore';
import { loadCatalog } from '../../../ui/app/i18n';
import AdditionalInfoScreen from '../../../ui/kyc/additional/AdditionalInfoScreen';
import { createFakeApi, renderShell } from '../shell/renderShell';

beforeAll(() => loadCatalog('kyc', 'en'));

/** Additional info as its route mounts it, with what the phone kept from personal info. */
async function openWith(kept: unknown) {
  const drafts = createDraftStore(createMemoryBackend());
  if (kept !== undefined) drafts.save(JOBLESS_NOTE.name, JOBLESS_NOTE.version, kept);
  const fake = createFakeApi((path) => {
    throw new Error(`unexpected call ${path}`);
  });
  await renderShell(<AdditionalInfoScreen />, { path: '/auth/additionalInfomation', api: fake.api, token: 'T-1', drafts });
  await screen.findByRole('combobox', { name: 'Loan purpose' });
}

describe('additional info after personal info said whether there is a job', () => {
  it('asks no employer when personal info said there is no job', async () => {
    await openWith({ jobless: true });
    expect(screen.queryByRole('textbox', { name: 'Company name' })).toBeNull();
  });

  it('asks the employer when there is a job', async () => {
    await openWith({ jobless: false });
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeVisible();
  });

  it('asks the employer when the phone does not know (personal info saved on another phone)', async () => {
    await openWith(undefined);
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeVisible();
  });
});
