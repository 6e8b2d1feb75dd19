import { useRef, useState } from 'react';
import { createPersonalInfoActors } from '../../machines/personalInfo/personalInfo.actors';
import {
  isPersonalInfoDraft,
  refreshPersonalInfoDraft,
  PERSONAL_INFO_DRAFT,
  toPersonalInfoDraft,
} from '../../machines/personalInfo/personalInfo.draft';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import { createQuestionnaireActors } from '../../machines/questionnaire/questionnaire.actors';
import { isQuestionnaireDraft, QUESTIONNAIRE_DRAFT, toQuestionnaireDraft } from '../../machines/questionnaire/questionnaire.draft';
import { questionnaireMachine } from '../../machines/questionnaire/questionnaire.machine';
import { createAdditionalInfoActors } from '../../machines/additionalInfo/additionalInfo.actors';
import {
  ADDITIONAL_INFO_DRAFT,
  isJoblessNote,
  JOBLESS_NOTE,
  isAdditionalInfoDraft,
  refreshAdditionalInfoDraft,
  toAdditionalInfoDraft,
} from '../../machines/additionalInfo/additionalInfo.draft';
import { additionalInfoMachine } from '../../machines/additionalInfo/additionalInfo.machine';
import { createBankCardActors } from '../../machines/bankCard/bankCard.actors';
import { BANK_CARD_DRAFT, isBankCardDraft, refreshBankCardDraft, toBankCardDraft } from '../../machines/bankCard/bankCard.draft';
import { bankCardMachine } from '../../machines/bankCard/bankCard.machine';
import { createIdentityActors } from '../../machines/identity/identity.actors';
import { IDENTITY_PROGRESS } from '../../machines/identity/identity.typed';
import { identityMachine } from '../../machines/identity/identity.machine';
import { downscaleImage } from '../../services/images/downscaleImage';
import { newIdempotencyKey } from '../../services/ids';
import { localIsoDate } from '../../services/validation/birthday';
import { useAppServices } from '../app/ServicesContext';
import { useNavigateTo } from '../app/useNavigateTo';
import { useAppActorRef } from '../app/useAppActorRef';
import { useKeepTyped, useKeptTyped } from '../shared/useTypedDraft';
import { useSignedInDrafts } from '../app/useSignedInDrafts';
import { createConnectivityWatcher } from './connectivity';
import { useDraftedActor } from './useDraftedActor';

/** The KYC area's wiring: services into the wizard machines (CONVENTIONS "Layers and imports"). */

/**
 * The steps' `navigateToNextStep`: the route the latest order names once a step is saved. When
 * that is the step already shown (the order did not move), it mounts afresh instead of staying busy.
 */
function useNextStep() {
  const navigateTo = useNavigateTo();
  return useRef((_: unknown, { route }: { route: string | null }) => navigateTo(_, { path: route ?? '/', replace: true })).current;
}

export function usePersonalInfoActor() {
  const services = useAppServices();
  const drafts = useSignedInDrafts();
  const nextStep = useNextStep();
  const machineRef = useRef<typeof personalInfoMachine | null>(null);
  machineRef.current ??= personalInfoMachine.provide({
    actors: {
      ...createPersonalInfoActors(services),
      watchConnectivity: createConnectivityWatcher(services.isOnline),
    },
    actions: {
      navigateToNextStep: nextStep,
      rememberJobless: (_, { jobless }) => drafts.save(JOBLESS_NOTE.name, JOBLESS_NOTE.version, { jobless }),
      logSelection: (_, { field }) => field && services.bridge.logEventByAF(`basicInfo_select_${field}`),
    },
  });
  return useDraftedActor(machineRef.current, {
    drafts,
    draft: PERSONAL_INFO_DRAFT,
    input: { market: services.market.id, today: localIsoDate(new Date(services.now())) },
    toDraft: toPersonalInfoDraft,
    isDraft: isPersonalInfoDraft,
    refresh: refreshPersonalInfoDraft,
  });
}

export function useQuestionnaireActor() {
  const services = useAppServices();
  const drafts = useSignedInDrafts();
  const nextStep = useNextStep();
  const machineRef = useRef<typeof questionnaireMachine | null>(null);
  machineRef.current ??= questionnaireMachine.provide({
    actors: { ...createQuestionnaireActors(services), watchConnectivity: createConnectivityWatcher(services.isOnline) },
    actions: { navigateToNextStep: nextStep },
  });
  return useDraftedActor(machineRef.current, {
    drafts,
    draft: QUESTIONNAIRE_DRAFT,
    input: { market: services.market.id },
    toDraft: toQuestionnaireDraft,
    isDraft: isQuestionnaireDraft,
  });
}

export function useBankCardActor() {
  const services = useAppServices();
  const drafts = useSignedInDrafts();
  const nextStep = useNextStep();
  const machineRef = useRef<typeof bankCardMachine | null>(null);
  machineRef.current ??= bankCardMachine.provide({
    actors: { ...createBankCardActors(services), watchConnectivity: createConnectivityWatcher(services.isOnline) },
    actions: { navigateToNextStep: nextStep },
  });
  return useDraftedActor(machineRef.current, {
    drafts,
    draft: BANK_CARD_DRAFT,
    input: { market: services.market.id, idempotencyKey: newIdempotencyKey(), today: localIsoDate(new Date(services.now())) },
    toDraft: toBankCardDraft,
    isDraft: isBankCardDraft,
    refresh: refreshBankCardDraft,
  });
}

export function useAdditionalInfoActor() {
  const services = useAppServices();
  const drafts = useSignedInDrafts();
  const nextStep = useNextStep();
  // Personal info said whether there is a job: then no employer is asked (not known: asked).
  const [jobless] = useState(() => {
    const kept = drafts.load<unknown>(JOBLESS_NOTE.name, JOBLESS_NOTE.version);
    return isJoblessNote(kept) && kept.jobless;
  });
  const machineRef = useRef<typeof additionalInfoMachine | null>(null);
  machineRef.current ??= additionalInfoMachine.provide({
    actors: { ...createAdditionalInfoActors(services), watchConnectivity: createConnectivityWatcher(services.isOnline) },
    actions: { navigateToNextStep: nextStep },
  });
  return useDraftedActor(machineRef.current, {
    drafts,
    draft: ADDITIONAL_INFO_DRAFT,
    input: { market: services.market.id, idempotencyKey: newIdempotencyKey(), jobless },
    toDraft: toAdditionalInfoDraft,
    isDraft: isAdditionalInfoDraft,
    refresh: refreshAdditionalInfoDraft,
  });
}

/** ID and face: photos stay in memory (never drafted); Mexico reads the CURP off the card. */
export function useIdentityActor() {
  const services = useAppServices();
  const nextStep = useNextStep();
  const machineRef = useRef<typeof identityMachine | null>(null);
  machineRef.current ??= identityMachine.provide({
    actors: createIdentityActors(services, (file) => downscaleImage(file)),
    actions: { navigateToNextStep: nextStep },
  });
  // Which photos the server has survives a reload (never the photos): the step carries on after them.
  const drafts = useSignedInDrafts();
  const progress = useKeptTyped(drafts, IDENTITY_PROGRESS);
  const actor = useAppActorRef(machineRef.current, {
    input: { ocrRequired: services.market.nationalId === 'curp', resumeAt: progress?.resumeAt ?? null },
  });
  useKeepTyped(drafts, IDENTITY_PROGRESS, actor);
  return actor;
}
