import { REQUEST_STATUS } from '@vivaha/shared/constants';
import { ageOn } from '@vivaha/shared/dates';
import type { Language } from '@vivaha/shared/languages';
import { createdBy } from '@vivaha/shared/options/created-by';
import { PROTECTED_SECTIONS, type ProtectedSection } from '@vivaha/shared/privacy';
import { codedListName, isProse, PROFILE_FIELDS, publicBasicFields } from '@vivaha/shared/profile-fields';
import type {
  AstroDetails,
  BasicDetails,
  ContactDetails,
  ImageDisplay,
  ProfileView,
  RequestState,
  ViewSummary,
} from '@vivaha/shared/public';
import { profilePath } from '@vivaha/shared/slugs';

import { memberKey, visitorKey } from '#src/lib/actor-keys.ts';
import { batchedWrites } from '#src/lib/batched-writes.ts';
import { notFound } from '#src/lib/http-errors.ts';
import { said, sayIn, type Said } from '#src/lib/messages.ts';
import {
  isBlockedFrom,
  isGuarded,
  isPublished,
  maySeeUnpublished,
  ownerChoice,
  protectedAccess,
  ruleProfile,
  sectionRules,
  sectionState,
  type SectionState,
  type Target,
  type Viewer,
} from '#src/modules/access/index.ts';
import type { PhotoViewer } from '#src/modules/media/index.ts';

import { type Labels, type ProfileRow, type PublicDeps, labelsIn, measure, sexWord } from './public.readers.ts';
import { PROTECTED_DAILY_LIMIT, publicText } from './public.texts.ts';

/**
 * The fields beyond the spec's that the field table shows in the basic details (`publicIn`), in
 * its order: each by its wire name, its value (a coded one by its label) and whether it is prose.
 */
function beyondTheSpec(row: ProfileRow, l: Labels): BasicDetails['more'] {
  return publicBasicFields.map((field) => {
    // An empty column reads as an empty answer: a missing value would fail the page for every visitor.
    const value: string | number | boolean = row[PROFILE_FIELDS[field].column] ?? '';
    const listed = codedListName(field);
    return { field, value: listed ? l(listed, Number(value)) : value, prose: isProse(field) };
  });
}

/** The "Created by" choice of a marriage broker's profiles: labelled on the public view. */
const MARRIAGE_BROKER = createdBy.find((option) => option.label === 'Marriage Broker')!.id;

/** A profile's page, and how its protected sections open for a viewer (the horoscope match opens one too). */
export function createProfileView({ repository, signer }: PublicDeps) {
  // Views that come while others are being written are written together, in one statement.
  const countView = batchedWrites((views: ReadonlyArray<{ profileId: number; viewerKey: string }>) =>
    repository.countViews(views),
  );
  /**
   * The view's summary. The horoscope flags and the photo go only to a viewer the sections are
   * open to (`openSections`, from modules/access); `mainImage` is the first photo the view shows.
   */
  function summary(
    row: ProfileRow,
    open: { photo: boolean; horoscope: boolean },
    mainImage: { storageKey: string } | undefined,
    l: Labels,
    who: PhotoViewer,
  ): ViewSummary {
    return {
      profileid: row.id,
      name: row.name,
      age: ageOn(row.dob),
      sex: sexWord('sexes', row.sex),
      createdby: l('createdBy', row.createdBy),
      martialstatus: l('maritalStatuses', row.maritalStatus),
      ethnicity: l('ethnicities', row.ethnicity),
      religion: l('religions', row.religion),
      additionalcaste: row.additionalCaste,
      mothertonque: l('motherTongues', row.motherTongue),
      education: l('educations', row.education),
      occupation: l('occupations', row.occupation),
      livingcity: row.livingCity,
      residentcountry: l('countries', row.residentCountry),
      birthcity: row.birthCity,
      astroChevaiThosam: open.horoscope && row.chevaiThosam,
      ChartAvailable: open.horoscope && row.chartLink !== '',
      profileURL: profilePath(row.id, row.name),
      verified: row.verified,
      defaultimage: open.photo && mainImage ? signer.url(mainImage.storageKey, 'card', who) : '',
    };
  }

  function basic(row: ProfileRow, l: Labels, language: Language): BasicDetails {
    return {
      birthcountry: l('countries', row.birthCountry),
      castenobar: row.casteNoBar,
      sponsor: row.sponsor,
      annualincome: row.annualIncome,
      additionaloccupation: row.additionalOccupation,
      additionalqualification: row.additionalQualification,
      notbeleiveinhor: row.noHoroscope,
      heightText: measure('height', row.height, row.heightType, l, language),
      weightText: measure('weight', row.weight, row.weightType, l, language),
      complexion: l('complexions', row.complexion),
      foodhabits: l('foodHabits', row.foodHabits),
      bodytype: l('bodyTypes', row.bodyType),
      citizencountry: l('countries', row.citizenCountry),
      other: row.about,
      exOther: row.expectations,
      more: beyondTheSpec(row, l),
    };
  }

  const astro = (row: ProfileRow, open: boolean, closed: string, l: Labels, language: Language): AstroDetails =>
    open
      ? {
          notbeleiveinhor: row.noHoroscope,
          astro_star: l('birthStars', row.astroStar),
          astro_rasi: l('rasis', row.astroRasi),
          astro_padam: row.astroPadam,
          astro_pavam: row.astroPavam,
          astro_birthdaytime: row.astroBirthTime,
          astroChevaiThosam: row.chevaiThosam,
          astro_ChartFile: row.chartLink,
          message: row.noHoroscope ? sayIn(language)(said(publicText, 'noHoroscope')) : '',
        }
      : { message: closed };

  const contact = (row: ProfileRow, open: boolean, closed: string, l: Labels): ContactDetails =>
    open
      ? {
          title: row.title,
          contactname: row.contactName,
          email: row.email,
          organization: row.organization,
          address1: row.address1,
          address2: row.address2,
          address3: row.address3,
          city: row.city,
          postcode: row.postcode,
          country: l('countries', row.country),
          phone1: row.phone1,
          phone2: row.phone2,
          fax: row.fax,
          mobile: row.mobile,
          message: '',
        }
      : { message: closed };

  /**
   * How each protected section opens for this viewer now. Sections open through the opposite-sex
   * rule are refused with the daily-limit message once the cap is reached. Every opening by a
   * member other than the owner or the team is recorded, so owners can be told who saw what.
   */
  async function openSections(
    viewer: Viewer | undefined,
    target: Target,
    row: ProfileRow,
    asked: readonly ProtectedSection[] = PROTECTED_SECTIONS,
  ) {
    const rules = sectionRules(row);
    const access = protectedAccess(viewer, target);
    const states = {
      photo: sectionState(access, rules.photo),
      contact: sectionState(access, rules.contact),
      horoscope: sectionState(access, rules.horoscope),
    } satisfies Record<ProtectedSection, SectionState>;
    let capped = false;
    // The viewer's profile the owner is shown, with its name now: kept if that profile goes.
    const shownAs = (own: { id: number; name: string } | undefined) => ({
      viewerProfileId: own?.id ?? null,
      viewerName: own?.name ?? '',
    });
    if (viewer && access === 'rule') {
      const byRule = asked.filter((section) => states[section] === 'rule');
      if (byRule.length) {
        const opening = {
          viewerId: viewer.userId,
          ...shownAs(ruleProfile(viewer, target)),
          profileId: target.id,
          sections: byRule,
        };
        capped = !(await repository.openByRule(opening, PROTECTED_DAILY_LIMIT));
      }
    }
    if (viewer && access === 'approved') {
      const guarded = asked.filter((section) => isGuarded(rules[section]));
      if (guarded.length) {
        const asker = viewer.approvedFor.get(target.id);
        await repository.recordApprovedOpening({
          viewerId: viewer.userId,
          ...shownAs(viewer.profiles.find((own) => own.id === asker)),
          profileId: target.id,
          sections: guarded,
        });
      }
    }
    const shown = (section: ProtectedSection) => states[section] === 'open' || (states[section] === 'rule' && !capped);
    const closedText = (
      section: ProtectedSection,
      polite: keyof typeof publicText,
      approvedOnly: keyof typeof publicText,
    ): Said =>
      said(
        publicText,
        states[section] === 'approvedOnly'
          ? approvedOnly
          : capped && states[section] === 'rule'
            ? 'dailyLimit'
            : polite,
      );
    return {
      photo: shown('photo'),
      contact: shown('contact'),
      horoscope: shown('horoscope'),
      photoText: closedText('photo', 'photo', 'photoApprovedOnly'),
      contactText: closedText('contact', 'contact', 'contactApprovedOnly'),
      astroText: closedText('horoscope', 'astro', 'astroApprovedOnly'),
    };
  }

  return {
    openSections,

    /**
     * A profile as this viewer may see it. Sections the viewer may not open carry only their
     * polite message: none of their data is anywhere in the answer.
     */
    async view(
      id: number,
      viewer: Viewer | undefined,
      anonymousKey: string,
      language: Language = 'en',
    ): Promise<ProfileView> {
      const l = labelsIn(language);
      const say = sayIn(language);
      const row = await repository.findById(id);
      const target = row && { id: row.id, ownerId: row.ownerId, sex: row.sex };
      if (
        !row ||
        !target ||
        isBlockedFrom(viewer, target) ||
        (!isPublished(row) && !maySeeUnpublished(viewer, target))
      ) {
        throw notFound(said(publicText, 'notFound'));
      }
      const open = await openSections(viewer, target, row);
      // A view counts once per viewer and day; the owner's own do not.
      const counting =
        viewer?.userId === row.ownerId
          ? undefined
          : countView({ profileId: row.id, viewerKey: viewer ? memberKey(viewer.userId) : visitorKey(anonymousKey) });
      const asking = (viewer?.profiles ?? []).filter((profile) => profile.id !== row.id);
      const [images, requests] = await Promise.all([
        open.photo ? repository.listImages(row.id) : [],
        repository.requestStatuses(
          asking.map((profile) => profile.id),
          row.id,
        ),
        counting,
      ]);
      const who: PhotoViewer = viewer?.userId ?? 'visitor';
      const ordered = [...images].sort(
        (a, b) => Number(b.id === row.defaultImageId) - Number(a.id === row.defaultImageId),
      );
      const imageDisplay: ImageDisplay = open.photo
        ? {
            items: ordered.map((image) => ({
              imagename: signer.url(image.storageKey, 'full', who),
              thumbnail: signer.url(image.storageKey, 'thumb', who),
              medium: signer.url(image.storageKey, 'medium', who),
            })),
            message: images.length ? '' : say(said(publicText, 'noPhoto')),
          }
        : { items: [], message: say(open.photoText) };

      return {
        searchResults: summary(row, open, ordered[0], l, who),
        basicDetails: basic(row, l, language),
        astroDetails: astro(row, open.horoscope, say(open.astroText), l, language),
        contactDetails: contact(row, open.contact, say(open.contactText), l),
        imageDisplay: imageDisplay,
        showphoto: open.photo,
        photoavailable: open.photo ? images.length > 0 : row.hasReviewedPhoto,
        photoprotected: isGuarded({ protected: row.photoProtected, visibility: ownerChoice(row.photoVisibility) }),
        showcontact: open.contact,
        showastro: open.horoscope,
        fkCustId: row.ownerId,
        bybroker: row.createdBy === MARRIAGE_BROKER,
        permisionData: asking.map((profile) => ({
          profileId: profile.id,
          name: profile.name,
          request: requestState(requests.get(profile.id)),
        })),
      };
    },
  };
}

const REQUEST_STATE_BY_CODE = new Map<number, RequestState>([
  [REQUEST_STATUS.pending, 'pending'],
  [REQUEST_STATUS.approved, 'approved'],
  [REQUEST_STATUS.rejected, 'rejected'],
]);
const requestState = (code: number | undefined) =>
  code === undefined ? null : (REQUEST_STATE_BY_CODE.get(code) ?? null);

export type ProfileViews = ReturnType<typeof createProfileView>;
